import type { ProgrammeSession } from '../../../domain/programme';
import { Button } from '../../../ui/Button';
import { nameOfRoom, type RoomName } from '../../session';
import { PROGRAMME_EDITOR_TEXT as TEXT } from './editorText';
import { sessionTimes } from './sessionTimes';

interface SessionListProps {
  /** By start (watchProgramme's order). */
  sessions: readonly ProgrammeSession[];
  rooms: readonly RoomName[] | null;
  zone: string;
  onEdit: (session: ProgrammeSession) => void;
  onDelete: (session: ProgrammeSession) => void;
}

/**
 * The programme as the editor lists it: each session's title, times on the event's clock, room
 * and speakers, with Edit and Delete named after the session (a screen reader's list of
 * buttons says which is which). At most PROGRAMME.maxSessions rows: no virtual list needed.
 */
export function SessionList({ sessions, rooms, zone, onEdit, onDelete }: SessionListProps) {
  if (sessions.length === 0) return <p className="programme-editor__empty">{TEXT.empty}</p>;
  return (
    <ul className="programme-editor__list" aria-label={TEXT.listLabel}>
      {sessions.map((session) => (
        <li key={session.id} className="programme-editor__session">
          <div className="programme-editor__details">
            <h3>{session.title}</h3>
            <p>{sessionTimes(session.startsAt, session.endsAt, zone)}</p>
            <p>{nameOfRoom(rooms, session.roomId)}</p>
            {session.speakers.length > 0 && <p>{TEXT.speakersOf(session.speakers)}</p>}
          </div>
          <div className="programme-editor__actions">
            <Button
              variant="secondary"
              aria-label={TEXT.edit(session.title)}
              onClick={() => onEdit(session)}
            >
              Edit
            </Button>
            <Button
              variant="danger"
              aria-label={TEXT.delete(session.title)}
              onClick={() => onDelete(session)}
            >
              Delete
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
