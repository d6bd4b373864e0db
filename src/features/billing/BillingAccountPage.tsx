import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from '../../ui/routing';
import { Button } from '../../ui/Button';
import { FormError, useT } from '../languages';
import { useBillingAccount, useSubscriptions } from './liveBilling';
import { PaymentMethodsPanel } from './cards/PaymentMethodsPanel';
import { SubscriptionLists } from './SubscriptionLists';

// The wizard and the upgrade modal load when opened.
const CreateSubscriptionWizard = lazy(() => import('./wizard/CreateSubscriptionWizard'));
const UpgradeEventModal = lazy(() => import('./UpgradeEventModal'));

/**
 * /user/billing/account/{id} (and .../create/{eventId}, which opens the upgrade modal for that
 * event): back link, the Active / Pending / Cancelled subscriptions, Create subscription and
 * the Payment Methods panel.
 */
export default function BillingAccountPage({ uid }: { uid: string }) {
  const { accountId = '', eventId } = useParams();
  const t = useT();
  const navigate = useNavigate();
  const account = useBillingAccount(accountId);
  const subscriptions = useSubscriptions(accountId);
  const [creating, setCreating] = useState(false);
  const accountPath = `/user/billing/account/${accountId}`;

  const title =
    account.status === 'ready' && account.value
      ? account.value.accountName || t('billing.accountFallback')
      : t('billing.accountFallback');
  return (
    <section className="billing-page" aria-labelledby="billing-account-title">
      <Link to="/user/billing">{t('billing.backToAccounts')}</Link>
      <h2 id="billing-account-title">{title}</h2>
      {account.status === 'loading' && <p role="status">{t('common.loadingData')}</p>}
      {account.status === 'error' && <FormError message={account.message} />}
      {account.status === 'ready' && !account.value && <p>{t('billing.noSuchAccount')}</p>}
      {account.status === 'ready' && account.value && (
        <>
          <SubscriptionLists accountId={accountId} subscriptions={subscriptions} />
          <Button onClick={() => setCreating(true)}>{t('billing.createSubscription')}</Button>
          <PaymentMethodsPanel account={account.value} subscriptions={subscriptions} />
          <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
            {creating && (
              <CreateSubscriptionWizard
                uid={uid}
                account={account.value}
                onClose={() => setCreating(false)}
              />
            )}
            {eventId && (
              <UpgradeEventModal
                uid={uid}
                account={account.value}
                eventId={eventId}
                subscriptions={subscriptions}
                onClose={() => navigate(accountPath, { replace: true })}
              />
            )}
          </Suspense>
        </>
      )}
    </section>
  );
}
