import { eventNameAfterSave } from '../../domain/profileFields';
import { Modal } from '../../ui/Modal';
import { LanguageProvider, useT } from '../languages';
import { ProfileForm } from './ProfileForm';

interface ProfileModalProps {
  uid: string;
  joinedName: string;
  /** A save changed the name others see in the event (name tags, attendees, chat). */
  onRename: (name: string) => void;
  onClose: () => void;
}

/**
 * 'Edit profile' from the attendee menu; an empty name and nickname start as the joined name.
 * In the person's language, inside a page that is still English (the world): it leaves
 * `<html lang dir>` to the page.
 */
export function ProfileModal(props: ProfileModalProps) {
  return (
    <LanguageProvider>
      <ProfileModalContent {...props} />
    </LanguageProvider>
  );
}

function ProfileModalContent({ uid, joinedName, onRename, onClose }: ProfileModalProps) {
  const t = useT();
  return (
    <Modal title={t('profile.editTitle')} onClose={onClose}>
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
