import { Link } from '../../ui/routing';
import { useT } from '../languages';

/** The way back from a record that does not exist: the admin pages, not a retry. */
export function AdminBackLink() {
  const t = useT();
  return (
    <p>
      <Link to="/admin">{t('admin.backToAdmin')}</Link>
    </p>
  );
}
