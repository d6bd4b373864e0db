import { Modal } from '../../../ui/Modal';

/** The attendees' programme: Now, Next and Later (to be built). */
export function ProgrammePanel({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="Programme" onClose={onClose}>
      <p>TODO</p>
    </Modal>
  );
}
