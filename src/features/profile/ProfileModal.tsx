import { Modal } from '../../ui/Modal';
import { ProfileForm } from './ProfileForm';

/** 'Edit profile' from the attendee menu. */
export function ProfileModal({ uid, onClose }: { uid: string; onClose: () => void }) {
  return (
    <Modal title="Edit profile" onClose={onClose}>
      <ProfileForm uid={uid} onCancel={onClose} />
    </Modal>
  );
}
