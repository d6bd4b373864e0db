import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireDocumentIds } from '../dashboard';
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
      <Routes>
        <Route index element={<BillingAccountsPage uid={uid} />} />
        <Route element={<RequireDocumentIds />}>
          <Route path="upgrade-event/:eventId" element={<UpgradeEventPage uid={uid} />} />
          <Route path="account/:accountId" element={<BillingAccountPage uid={uid} />} />
          <Route
            path="account/:accountId/create/:eventId"
            element={<BillingAccountPage uid={uid} />}
          />
          <Route
            path="account/:accountId/subscription/:subscriptionId"
            element={<SubscriptionPage uid={uid} />}
          />
        </Route>
        <Route path="*" element={<p>{t('billing.noPage')}</p>} />
      </Routes>
    </Suspense>
  );
}
