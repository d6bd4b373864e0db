import { Link } from '../../ui/routing';

/** The way back from a record that does not exist: the admin pages, not a retry. */
export function AdminBackLink() {
  return (
    <p>
      <Link to="/admin">Back to the admin pages</Link>
    </p>
  );
}
