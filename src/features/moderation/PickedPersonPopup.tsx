import { useEffect, useState } from 'react';
import { readEventUser } from '../../data/eventUsers';
import { FormError } from '../../ui/FormError';
import { Modal } from '../../ui/Modal';
import { UserPopup, type PopupPerson } from './UserPopup';
import { CloseActions } from '../../ui/CloseActions';

/**
 * The user popup of someone whose avatar was clicked where there is no attendees list to hold
 * it (the demo): the popup alone, with no actions. Their event user gives the name they go by
 * here and whether they are banned.
 */
export function PickedPersonPopup(props: { eventId: string; uid: string; onClose: () => void }) {
  const { eventId, uid, onClose } = props;
  const [person, setPerson] = useState<PopupPerson | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setPerson(null);
    setError(null);
    readEventUser(eventId, uid).then(
      (user) => live && setPerson({ uid, name: user?.name ?? '', banned: user?.banned === true }),
      () => live && setError('Could not load this person. Close and click their animal again.'),
    );
    return () => {
      live = false;
    };
  }, [eventId, uid]);

  if (person) return <UserPopup person={person} onClose={onClose} />;
  if (!error) return null;
  return (
    <Modal title="Attendee" onClose={onClose}>
      <FormError message={error} />
      <CloseActions onClose={onClose} />
    </Modal>
  );
}
