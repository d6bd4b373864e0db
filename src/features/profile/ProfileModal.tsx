import { eventNameAfterSave } from '../../domain/profileFields';
import { Modal } from '../../ui/Modal';
import { ProfileForm } from './ProfileForm';

interface ProfileModalProps {
  uid: string;
  joinedName: string;
  /** A save changed the name others see in the event (name tags, attendees, chat). */
  onRename: (name: string) => void;
  onClose: () => void;
}

/** 'Edit profile' from the attendee menu; an empty name and nickname start as the joined name. */
export function ProfileModal({ uid, joinedName, onRename, onClose }: ProfileModalProps) {
  return (
    <Modal title="Edit profile" onClose={onClose}>
      <ProfileForm
        uid={uid}
        suggestedName={joinedName}
        onCancel={onClose}
        onSaved={(before, after) => {
          const name = eventNameAfterSave(before, after, joinedName);
          if (name !== joinedName) onRename(name);
        }}
      />
    </Modal>
  );
}
