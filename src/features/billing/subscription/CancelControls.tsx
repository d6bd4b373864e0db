import { useState } from 'react';
import { cancelSubscription, undoCancelSubscription } from '../../../data/billing';
import { formatInvoiceDate as isoDay } from '../../../domain/billing/billing';
import { Button } from '../../../ui/Button';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { FormError, RichText } from '../../languages';
import { useBillingTexts } from '../formats';
import type { Subscription } from '../liveBilling';
import { useAction } from '../useAction';

/**
 * The reference's cancellation: Cancel subscription only while active and not already
 * cancelling (asked first); while cancelling at period end, the expiry date and Undo
 * cancellation. The document updates live once Stripe has answered.
 */
export function CancelControls({ subscription }: { subscription: Subscription }) {
  const { t, day } = useBillingTexts();
  const action = useAction();
  const [confirming, setConfirming] = useState(false);
  const active = subscription.status === 'active';
  const cancelling = active && subscription.cancel_at_period_end;
  const payload = { subscriptionId: subscription.id };

  return (
    <section className="billing-panel" aria-labelledby="billing-cancel">
      <h3 id="billing-cancel">{t('billing.cancellation')}</h3>
      {cancelling && (
        <>
          <p>
            <RichText
              id="billing.pendingCancellation"
              values={{ date: day(subscription.current_period_end) }}
              components={{ 0: <time dateTime={isoDay(subscription.current_period_end)} /> }}
            />
          </p>
          <Button
            disabled={action.busy}
            onClick={() => void action.run(() => undoCancelSubscription(payload))}
          >
            {action.busy ? t('billing.undoing') : t('billing.undoCancellation')}
          </Button>
        </>
      )}
      {active && !cancelling && (
        <Button variant="danger" disabled={action.busy} onClick={() => setConfirming(true)}>
          {action.busy ? t('billing.cancellingBusy') : t('billing.cancelSubscription')}
        </Button>
      )}
      {!active && <p className="billing-muted">{t('billing.notActive')}</p>}
      <FormError message={action.error} />
      {confirming && (
        <ConfirmModal
          title={t('billing.cancelSubscription')}
          confirmLabel={t('billing.cancelSubscription')}
          cancelLabel={t('common.cancel')}
          onClose={() => setConfirming(false)}
          onConfirm={() => void action.run(() => cancelSubscription(payload))}
        >
          <p>{t('billing.cancelExplanation', { date: day(subscription.current_period_end) })}</p>
        </ConfirmModal>
      )}
    </section>
  );
}
