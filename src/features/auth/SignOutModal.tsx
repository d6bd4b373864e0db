import { useEffect } from 'react';
import { signOut } from '../../data/auth';
import { Modal } from '../../ui/Modal';

const SIGN_OUT_DELAY_MS = 1000;

/** Reference: 'Signing out...', signs out after 1 s, then reloads the page. */
export function SignOutModal() {
  useEffect(() => {
    const timer = setTimeout(() => {
      void signOut().finally(() => window.location.reload());
    }, SIGN_OUT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Modal title="Sign out">
      <p role="status">Signing out...</p>
    </Modal>
  );
}
