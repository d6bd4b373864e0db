import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireDocumentIds } from '../dashboard';
import { useT } from '../languages';
import { AdminBackLink } from './AdminBackLink';
import { AdminEventPage } from './AdminEventPage';
import { AdminHomePage } from './AdminHomePage';
import { AdminUserPage } from './AdminUserPage';
import { BotsPage } from './BotsPage';

// The scenery, avatar and report pages are chunks of their own: forms, three and the model loader
// load only when staff open them.
const AdminAssetsPage = lazy(() => import('./assets/AdminAssetsPage'));
const NewAssetPage = lazy(() => import('./assets/NewAssetPage'));
const AdminAssetPage = lazy(() => import('./assets/AdminAssetPage'));
const AdminAvatarsPage = lazy(() => import('./avatars/AdminAvatarsPage'));
// The usage reports: their callables, CSV and (a further chunk) chart.js load only here.
const UsageReportsPage = lazy(() => import('./reports/UsageReportsPage'));
const EventConferencesPage = lazy(() => import('./reports/EventConferencesPage'));

/**
 * Everything under /admin, for staff. The account shell mounts it only for staff: anyone else
 * gets nothing rendered and nothing read (reference: admin routes render only for admins).
 */
export function AdminRoutes() {
  const t = useT();
  return (
    <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
      <Routes>
        <Route index element={<AdminHomePage />} />
        <Route path="reports" element={<UsageReportsPage />} />
        <Route element={<RequireDocumentIds />}>
          <Route path="reports/event/:eventId" element={<EventConferencesPage />} />
          <Route path="users/:userId" element={<AdminUserPage />} />
          <Route path="event/:eventId" element={<AdminEventPage />} />
          <Route path="event/:eventId/bots" element={<BotsPage />} />
          <Route path="asset/:assetId" element={<AdminAssetPage />} />
        </Route>
        <Route path="assets" element={<AdminAssetsPage />} />
        <Route path="assets/new" element={<NewAssetPage />} />
        <Route path="avatars" element={<AdminAvatarsPage />} />
        <Route
          path="*"
          element={
            <>
              <p>{t('admin.noPage')}</p>
              <AdminBackLink />
            </>
          }
        />
      </Routes>
    </Suspense>
  );
}
