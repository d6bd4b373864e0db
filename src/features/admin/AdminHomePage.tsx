import { FormError } from '../../ui/FormError';
import { useGlobalSettings } from '../dashboard';
import { ClosingSettingsForm } from './ClosingSettingsForm';
import { SiteSwitchesForm } from './SiteSwitchesForm';
import { TemplateSettingsForm } from './TemplateSettingsForm';
import './admin.css';
import { Link } from '../../ui/routing';

/** /admin (staff): the staff pages, and the site's settings (templates, closing). */
export function AdminHomePage() {
  const settings = useGlobalSettings();
  return (
    <section className="admin-page" aria-labelledby="admin-title">
      <h2 id="admin-title">Admin</h2>
      <nav aria-label="Staff pages">
        <ul className="admin-links">
          <li>
            <Link to="/admin/email-invites">Email invites</Link>
          </li>
          <li>
            <Link to="/admin/reports">Audio Usage Reports</Link>
          </li>
          <li>
            <Link to="/admin/assets">Scenery assets</Link>
          </li>
          <li>
            <Link to="/admin/avatars">Avatar photos</Link>
          </li>
        </ul>
      </nav>
      {settings.status === 'loading' && <p role="status">Loading settings...</p>}
      {settings.status === 'error' && <FormError message={settings.message} />}
      {settings.status === 'ready' && (
        <>
          <TemplateSettingsForm settings={settings.value} />
          <ClosingSettingsForm settings={settings.value} />
          <SiteSwitchesForm settings={settings.value} />
        </>
      )}
    </section>
  );
}
