import { useEffect, useRef, useState } from 'react';
import { addEventToSubscription, createStripeSubscription } from '../../../data/billing';
import { priceById } from '../../../domain/billing/billing';
import { FormError, useT } from '../../languages';
import { Modal } from '../../../ui/Modal';
import type { BillingAccount } from '../liveBilling';
import { useAction } from '../useAction';
import { CreatedStep } from './CreatedStep';
import { PaymentStep } from './PaymentStep';
import { PlanStep } from './PlanStep';

interface WizardProps {
  uid: string;
  account: BillingAccount;
  onClose: () => void;
  /** /user/billing/account/{a}/create/{eventId}: the event attached once the plan exists. */
  eventId?: string;
}

type Step = 'plan' | 'payment' | 'creating' | 'created';

/**
 * Create subscription (reference): select plan → payment method → creating → 'Subscription
 * Created' → select events → Done (the subscription page). Creating needs a plan and a card.
 */
export default function CreateSubscriptionWizard({ uid, account, onClose, eventId }: WizardProps) {
  const t = useT();
  const [step, setStep] = useState<Step>('plan');
  const [priceId, setPriceId] = useState<string | null>(null);
  const [subscriptionId, setSubscriptionId] = useState<string | null>(null);
  const create = useAction();
  const attach = useAction();
  const body = useRef<HTMLDivElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    // A new step replaces the control that had the focus: the step's first control takes it
    // (the Modal focused the first step's on opening).
    if (firstStep.current) return void (firstStep.current = false);
    const target = body.current?.querySelector<HTMLElement>(
      'input:not([disabled]), button:not([disabled])',
    );
    (target ?? body.current)?.focus();
  }, [step]);

  const subscribe = async (paymentMethodId: string) => {
    const price = priceId ? priceById(priceId) : null;
    if (!price) return setStep('plan');
    setStep('creating');
    const result = await create.run(() =>
      createStripeSubscription({
        customerId: account.stripeCustomerId,
        priceId: price.priceId,
        billingAccountId: account.id,
        planCategory: price.planCategory,
        paymentMethodId,
      }),
    );
    if (!result) return setStep('payment');
    setSubscriptionId(result.subscriptionId);
    setStep('created');
    if (eventId) {
      await attach.run(() =>
        addEventToSubscription({
          eventId,
          subscriptionId: result.subscriptionId,
          billingAccountId: account.id,
        }),
      );
    }
  };

  const busy = step === 'creating';
  const title =
    step === 'created' ? t('billing.subscriptionCreated') : t('billing.createSubscription');
  return (
    <Modal title={title} size="wide" onClose={busy ? undefined : onClose}>
      <div ref={body} tabIndex={-1} className="billing-wizard__body">
        {step === 'plan' && (
          <PlanStep
            priceId={priceId}
            onChoose={setPriceId}
            onNext={() => setStep('payment')}
            onCancel={onClose}
          />
        )}
        {step === 'payment' && (
          <PaymentStep
            account={account}
            error={create.error}
            onBack={() => setStep('plan')}
            onSubscribe={(pm) => void subscribe(pm)}
          />
        )}
        {step === 'creating' && <p role="status">{t('billing.creatingSubscription')}</p>}
        {step === 'created' && subscriptionId && (
          <>
            <FormError message={attach.error} />
            <CreatedStep uid={uid} account={account} subscriptionId={subscriptionId} />
          </>
        )}
      </div>
    </Modal>
  );
}
