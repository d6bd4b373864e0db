import { Route, Routes } from 'react-router-dom';
import { AdminEventPage } from './AdminEventPage';
import { AdminHomePage } from './AdminHomePage';
import { AdminReportsPage } from './AdminReportsPage';
import { AdminUserPage } from './AdminUserPage';
import { BotsPage } from './BotsPage';

/**
 * Everything under /admin, for staff. The account shell mounts it only for staff: anyone else
 * gets nothing rendered and nothing read (reference: admin routes render only for admins).
 */
export function AdminRoutes() {
  return (
    <Routes>
      <Route index element={<AdminHomePage />} />
      <Route path="reports" element={<AdminReportsPage />} />
      <Route path="users/:userId" element={<AdminUserPage />} />
      <Route path="event/:eventId" element={<AdminEventPage />} />
      <Route path="event/:eventId/bots" element={<BotsPage />} />
      <Route path="*" element={<p>There is no admin page here.</p>} />
    </Routes>
  );
}
