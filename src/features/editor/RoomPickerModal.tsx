import { useState } from 'react';
import { createEventRoom } from '../../data/callables';
import { PORTAL_TEXT } from '../../domain/objects/portals';
import { EMPTY_ROOM_DRAFT } from '../../domain/rooms';
import { RoomSettingsForm } from '../rooms';
import { useEventSession, type RoomName } from '../session';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

/**
 * The portal's destination picker (reference: the 'select a room' modal): the event's rooms
 * except the one being edited; when there is none, it offers to create one (Create new room,
 * app-NEWcreateEventRoom), which then becomes the destination and holds a portal back to this
 * room (issue 30 #14: a room reached by a new portal had no way back).
 */
export function RoomPickerModal({
  rooms,
  chosen,
  onChoose,
  onClose,
}: {
  rooms: readonly RoomName[] | null;
  chosen: string;
  onChoose: (roomId: string) => void;
  onClose: () => void;
}) {
  const eventId = useEventSession((s) => s.eventId);
  const current = useEventSession((s) => s.roomId);
  const [creating, setCreating] = useState(false);
  const others = rooms?.filter((room) => room.id !== current) ?? null;
  if (creating || others?.length === 0) {
    return (
      <Modal title={PORTAL_TEXT.createRoom} onClose={onClose}>
        {!creating && <p>{PORTAL_TEXT.noOtherRoom}</p>}
        <RoomSettingsForm
          initial={EMPTY_ROOM_DRAFT}
          nameOnly
          submitLabel="Create room"
          busyLabel="Creating..."
          onCancel={onClose}
          onSubmit={async ({ name }) => {
            // Made from a portal in this room: the new room gets a portal back here.
            const outcome = await createEventRoom({ eventId, name, fromRoomId: current });
            if (!outcome.ok) return outcome.message || 'Could not create the room.';
            onChoose(outcome.data.roomId);
            return null;
          }}
        />
      </Modal>
    );
  }
  return (
    <Modal title={PORTAL_TEXT.selectRoom} onClose={onClose}>
      {others === null ? (
        <p role="status">Loading rooms...</p>
      ) : (
        <ul className="room-editor__rooms" aria-label="Rooms">
          {others.map((room) => (
            <li key={room.id}>
              <Button
                variant={room.id === chosen ? 'primary' : 'secondary'}
                aria-pressed={room.id === chosen}
                onClick={() => onChoose(room.id)}
              >
                {room.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="ui-actions">
        <Button variant="secondary" onClick={() => setCreating(true)}>
          {PORTAL_TEXT.createRoom}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </Modal>
  );
}
