import { Link } from '../../ui/routing';
import { useGlobalSettings } from '../dashboard';
import { FormError, useT } from '../languages';
import { ClosingSettingsForm } from './ClosingSettingsForm';
import { SiteSwitchesForm } from './SiteSwitchesForm';
import { TemplateSettingsForm } from './TemplateSettingsForm';
import './admin.css';

/** /admin (staff): the staff pages, and the site's settings (templates, closing). */
export function AdminHomePage() {
  const t = useT();
  const settings = useGlobalSettings();
  return (
    <section className="admin-page" aria-labelledby="admin-title">
      <h2 id="admin-title">{t('admin.title')}</h2>
      <nav aria-label={t('admin.staffPages')}>
        <ul className="admin-links">
          <li>
            <Link to="/admin/email-invites">{t('admin.emailInvites')}</Link>
          </li>
          <li>
            <Link to="/admin/reports">{t('admin.reports')}</Link>
          </li>
          <li>
            <Link to="/admin/assets">{t('admin.assets')}</Link>
          </li>
          <li>
            <Link to="/admin/avatars">{t('admin.avatars')}</Link>
          </li>
        </ul>
      </nav>
      {settings.status === 'loading' && <p role="status">{t('admin.loadingSettings')}</p>}
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
