import { lazy, Suspense, useState } from 'react';
import { useNavigate } from '../../ui/routing';
import { addEventToSubscription } from '../../data/billing';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import type { Live } from '../../ui/useLive';
import type { BillingAccount, Subscription } from './liveBilling';
import { FormError } from '../languages';
import { useBillingTexts } from './formats';
import { useAction } from './useAction';

const CreateSubscriptionWizard = lazy(() => import('./wizard/CreateSubscriptionWizard'));

interface UpgradeEventModalProps {
  uid: string;
  account: BillingAccount;
  eventId: string;
  subscriptions: Live<Subscription[]>;
  onClose: () => void;
}

/**
 * .../create/{eventId}: add the event to one of the account's active subscriptions, or create a
 * new subscription (the wizard, which attaches the event once created).
 */
export default function UpgradeEventModal(props: UpgradeEventModalProps) {
  const { uid, account, eventId, subscriptions, onClose } = props;
  const { t, plan } = useBillingTexts();
  const navigate = useNavigate();
  const add = useAction();
  const [creating, setCreating] = useState(false);
  if (creating) {
    return (
      <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
        <CreateSubscriptionWizard uid={uid} account={account} eventId={eventId} onClose={onClose} />
      </Suspense>
    );
  }
  const active =
    subscriptions.status === 'ready'
      ? subscriptions.value.filter((s) => s.status === 'active')
      : [];
  const addTo = async (subscriptionId: string) => {
    const done = await add.run(() =>
      addEventToSubscription({ eventId, subscriptionId, billingAccountId: account.id }),
    );
    if (done) navigate(`/user/billing/account/${account.id}/subscription/${subscriptionId}`);
  };
  return (
    <Modal title={t('billing.upgradeEvent')} size="wide" onClose={onClose}>
      {subscriptions.status === 'loading' && <p role="status">{t('common.loadingData')}</p>}
      {subscriptions.status === 'error' && <FormError message={subscriptions.message} />}
      {active.length > 0 && (
        <>
          <p>{t('billing.addToActive')}</p>
          <ul className="billing-list">
            {active.map((s) => (
              <li key={s.id}>
                <Button variant="secondary" disabled={add.busy} onClick={() => void addTo(s.id)}>
                  {t('billing.addTo', { plan: plan(s) })}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      {subscriptions.status === 'ready' && active.length === 0 && <p>{t('billing.noActiveYet')}</p>}
      <FormError message={add.error} />
      <div className="ui-actions">
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
        <Button onClick={() => setCreating(true)}>{t('billing.createNew')}</Button>
      </div>
    </Modal>
  );
}
