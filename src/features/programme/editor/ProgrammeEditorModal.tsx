import type { PublicEvent } from '../../../data/events';
import { Modal } from '../../../ui/Modal';

/** The organisers' programme editor (to be built). */
export function ProgrammeEditorModal({
  event,
  onClose,
}: {
  event: PublicEvent;
  onClose: () => void;
}) {
  return (
    <Modal title="Edit programme" onClose={onClose}>
      <p>TODO {event.id}</p>
    </Modal>
  );
}
