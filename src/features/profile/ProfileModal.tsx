import { Modal } from '../../ui/Modal';
import { ProfileForm } from './ProfileForm';

/** 'Edit profile' from the attendee menu; an empty name and nickname start as the joined name. */
export function ProfileModal(props: { uid: string; joinedName: string; onClose: () => void }) {
  return (
    <Modal title="Edit profile" onClose={props.onClose}>
      <ProfileForm uid={props.uid} suggestedName={props.joinedName} onCancel={props.onClose} />
    </Modal>
  );
}
