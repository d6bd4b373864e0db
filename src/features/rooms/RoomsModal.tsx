import { useCallback, useEffect, useState } from 'react';
import { createEventRoom } from '../../data/callables';
import {
  listRooms,
  ROOM_LIST_LIMIT,
  saveRoomSettings,
  type RoomSummary,
} from '../../data/roomSettings';
import { EMPTY_ROOM_DRAFT, roomDisplayName, roomSettingsDraft } from '../../domain/rooms';
import { mainRoomOf } from '../../domain/roomUrls';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { Modal } from '../../ui/Modal';
import { useEventSession } from '../session';
import { RoomSettingsForm } from './RoomSettingsForm';
import './rooms.css';

interface RoomsModalProps {
  eventId: string;
  /** The room the organiser stands in (marked in the list). */
  currentRoomId: string;
  onClose: () => void;
}

type View = { kind: 'list' } | { kind: 'edit'; room: RoomSummary } | { kind: 'create' };

const failed = (error: unknown) =>
  error instanceof Error && error.message
    ? `Could not save the room: ${error.message}`
    : 'Could not save the room.';

/**
 * 'Edit rooms' of the organiser menu: the event's rooms, each with an Edit room form (name,
 * audio attenuation and rolloff, which the voice of everyone in it follows at once), and
 * Create new room (app-NEWcreateEventRoom: furnished from the default template).
 */
export function RoomsModal({ eventId, currentRoomId, onClose }: RoomsModalProps) {
  const [view, setView] = useState<View>({ kind: 'list' });
  const [rooms, setRooms] = useState<RoomSummary[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const mainRoomId = mainRoomOf(useEventSession((s) => s.demo));

  const reload = useCallback(() => {
    setLoadError(null);
    listRooms(eventId).then(setRooms, (error: unknown) =>
      setLoadError(`Could not load the rooms. ${error instanceof Error ? error.message : ''}`),
    );
  }, [eventId]);
  useEffect(reload, [reload]);

  const back = (message: string | null) => {
    setNotice(message);
    setView({ kind: 'list' });
    reload();
  };

  // Edit room and Create new room open over the list, so closing them goes back to it.
  const { kind } = view;
  const toList = () => setView({ kind: 'list' });
  const form =
    kind === 'edit' ? (
      <Modal title="Edit room" onClose={toList}>
        <RoomSettingsForm
          initial={roomSettingsDraft(view.room)}
          submitLabel="Save"
          busyLabel="Saving..."
          onCancel={toList}
          onSubmit={(settings) =>
            saveRoomSettings(eventId, view.room.id, settings).then(
              () => (back(`Saved ${settings.name}.`), null),
              failed,
            )
          }
        />
      </Modal>
    ) : kind === 'create' ? (
      <Modal title="Create new room" onClose={toList}>
        <RoomSettingsForm
          initial={EMPTY_ROOM_DRAFT}
          nameOnly
          submitLabel="Create room"
          busyLabel="Creating..."
          onCancel={toList}
          onSubmit={async ({ name }) => {
            const outcome = await createEventRoom({ eventId, name });
            if (!outcome.ok) return outcome.message || 'Could not create the room.';
            back(`Created ${name}.`);
            return null;
          }}
        />
      </Modal>
    ) : null;
  return (
    <Modal title="Edit rooms" onClose={onClose}>
      <FormError message={loadError} />
      {!rooms && !loadError && <p>Loading rooms...</p>}
      {rooms && rooms.length === 0 && <p>This event has no rooms yet. Create one below.</p>}
      {rooms && rooms.length > 0 && (
        <ul className="rooms-list" aria-label="Rooms">
          {rooms.map((room) => (
            <li key={room.id}>
              <span>
                {roomDisplayName(room, mainRoomId)}
                {room.id === currentRoomId && <em> (you are here)</em>}
              </span>
              <Button
                variant="secondary"
                aria-label={`Edit ${roomDisplayName(room, mainRoomId)}`}
                onClick={() => setView({ kind: 'edit', room })}
              >
                Edit
              </Button>
            </li>
          ))}
        </ul>
      )}
      {rooms && rooms.length >= ROOM_LIST_LIMIT && (
        <p className="rooms-hint">Showing the first {ROOM_LIST_LIMIT} rooms.</p>
      )}
      <p role="status" className="rooms-notice">
        {notice}
      </p>
      <div className="ui-actions">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        <Button onClick={() => setView({ kind: 'create' })}>Create new room</Button>
      </div>
      {form}
    </Modal>
  );
}
