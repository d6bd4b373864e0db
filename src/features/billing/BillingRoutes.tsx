import { lazy, Suspense } from 'react';
import { RequireDocumentIds } from '../dashboard';
import { Route, Switch } from '../../ui/routing';
import { useT } from '../languages';
import './billing.css';

// Each billing screen is a chunk of its own, loaded when it is opened (none is on the walk path).
const BillingAccountsPage = lazy(() => import('./BillingAccountsPage'));
const BillingAccountPage = lazy(() => import('./BillingAccountPage'));
const SubscriptionPage = lazy(() => import('./subscription/SubscriptionPage'));
const UpgradeEventPage = lazy(() => import('./UpgradeEventPage'));

/** Everything under /user/billing (reference routes), for the signed-in user. */
export default function BillingRoutes({ uid }: { uid: string }) {
  const t = useT();
  return (
    <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
      <Switch>
        <Route path="/user/billing">
          <BillingAccountsPage uid={uid} />
        </Route>
        <Route path="/user/billing/upgrade-event/:eventId">
          <RequireDocumentIds>
            <UpgradeEventPage uid={uid} />
          </RequireDocumentIds>
        </Route>
        <Route path="/user/billing/account/:accountId">
          <RequireDocumentIds>
            <BillingAccountPage uid={uid} />
          </RequireDocumentIds>
        </Route>
        <Route path="/user/billing/account/:accountId/create/:eventId">
          <RequireDocumentIds>
            <BillingAccountPage uid={uid} />
          </RequireDocumentIds>
        </Route>
        <Route path="/user/billing/account/:accountId/subscription/:subscriptionId">
          <RequireDocumentIds>
            <SubscriptionPage uid={uid} />
          </RequireDocumentIds>
        </Route>
        <Route path="*">
          <p>{t('billing.noPage')}</p>
        </Route>
      </Switch>
    </Suspense>
  );
}
