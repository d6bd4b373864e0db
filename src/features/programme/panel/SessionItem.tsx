import type { ProgrammeSession } from '../../../domain/programme';
import { calendarLabel, PROGRAMME_PANEL_TEXT, starLabel } from '../../../domain/programmePanelText';
import { sessionTimeText } from '../../../domain/programmeTimes';
import { Button } from '../../../ui/Button';
import { LinkedText } from '../../../ui/LinkedText';
import { GoToRoom } from './GoToRoom';

interface SessionItemProps {
  session: ProgrammeSession;
  now: number;
  /** The event's time zone, shown beside the attendee's own times when its offset differs. */
  eventZone: string | null;
  roomName: string;
  starred: boolean;
  onStar: () => void;
  onCalendar: () => void;
  /** The person went to the session's room. */
  onTravelled: () => void;
}

/** One session of the programme: when, where, who, what, and what one can do with it. */
export function SessionItem(props: SessionItemProps) {
  const { session, roomName, starred } = props;
  return (
    <li className="programme-session">
      <div className="programme-session__head">
        <h4 className="programme-session__title">{session.title}</h4>
        <button
          type="button"
          className="programme-session__star"
          aria-pressed={starred}
          aria-label={starLabel(session.title)}
          onClick={props.onStar}
        >
          <span aria-hidden="true">{starred ? '★' : '☆'}</span>
        </button>
      </div>
      <p className="programme-session__time">
        {sessionTimeText(session, { now: props.now, eventZone: props.eventZone })}
      </p>
      <p className="programme-session__line">
        {PROGRAMME_PANEL_TEXT.room}: {roomName}
      </p>
      {session.speakers.length > 0 && (
        <p className="programme-session__line">
          {PROGRAMME_PANEL_TEXT.speakers}: {session.speakers.join(', ')}
        </p>
      )}
      {session.description && (
        <p className="programme-session__description">
          <LinkedText text={session.description} />
        </p>
      )}
      <div className="programme-session__actions">
        <GoToRoom roomId={session.roomId} roomName={roomName} onTravelled={props.onTravelled} />
        <Button
          variant="secondary"
          aria-label={calendarLabel(session.title)}
          onClick={props.onCalendar}
        >
          {PROGRAMME_PANEL_TEXT.addToCalendar}
        </Button>
      </div>
    </li>
  );
}
