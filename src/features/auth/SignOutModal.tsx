import { useEffect } from 'react';
import { signOut } from '../../data/auth';
import { Modal } from '../../ui/Modal';

const SIGN_OUT_DELAY_MS = 1000;

/**
 * Reference: 'Signing out...', signs out after 1 s, then reloads the page. The account pages
 * give its words in the person's language; it imports no catalog itself, as this folder's
 * session store is on the world's path (a languages import here moved the catalog's chunk onto
 * the first screen).
 */
export function SignOutModal({
  title = 'Sign out',
  text = 'Signing out...',
}: {
  title?: string;
  text?: string;
}) {
  useEffect(() => {
    const timer = setTimeout(() => {
      void signOut().finally(() => window.location.reload());
    }, SIGN_OUT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Modal title={title}>
      <p role="status">{text}</p>
    </Modal>
  );
}
