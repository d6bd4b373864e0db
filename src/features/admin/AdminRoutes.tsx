import { lazy, Suspense } from 'react';
import { RequireDocumentIds } from '../dashboard';
import { Route, Switch } from '../../ui/routing';
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
      <Switch>
        <Route path="/admin">
          <AdminHomePage />
        </Route>
        <Route path="/admin/reports">
          <UsageReportsPage />
        </Route>
        <Route path="/admin/reports/event/:eventId">
          <RequireDocumentIds>
            <EventConferencesPage />
          </RequireDocumentIds>
        </Route>
        <Route path="/admin/users/:userId">
          <RequireDocumentIds>
            <AdminUserPage />
          </RequireDocumentIds>
        </Route>
        <Route path="/admin/event/:eventId">
          <RequireDocumentIds>
            <AdminEventPage />
          </RequireDocumentIds>
        </Route>
        <Route path="/admin/event/:eventId/bots">
          <RequireDocumentIds>
            <BotsPage />
          </RequireDocumentIds>
        </Route>
        <Route path="/admin/asset/:assetId">
          <RequireDocumentIds>
            <AdminAssetPage />
          </RequireDocumentIds>
        </Route>
        <Route path="/admin/assets">
          <AdminAssetsPage />
        </Route>
        <Route path="/admin/assets/new">
          <NewAssetPage />
        </Route>
        <Route path="/admin/avatars">
          <AdminAvatarsPage />
        </Route>
        <Route path="*">
          <p>{t('admin.noPage')}</p>
          <AdminBackLink />
        </Route>
      </Switch>
    </Suspense>
  );
}
