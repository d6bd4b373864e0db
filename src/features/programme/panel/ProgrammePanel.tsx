import { useId, useState, type ReactNode } from 'react';
import { programmeBuckets, type ProgrammeSession } from '../../../domain/programme';
import { PROGRAMME_PANEL_TEXT as TEXT } from '../../../domain/programmePanelText';
import { Button } from '../../../ui/Button';
import { CloseActions } from '../../../ui/CloseActions';
import { Modal } from '../../../ui/Modal';
import { useNow } from '../../../ui/useNow';
import { nameOfRoom, useEventSession, useRoomNames } from '../../session';
import type { AddToCalendar } from './calendarFile';
import { SessionItem } from './SessionItem';
import { useProgramme } from './useProgramme';
import { useStars } from './useStars';
import './programme-panel.css';

/** How often the panel looks at the clock (a session moves from Next to Now). */
const PANEL_TICK_MS = 30_000;

/** 'Add to calendar': the file's builder and ical-generator load when first asked for. */
const addToCalendar = (...args: Parameters<AddToCalendar>) =>
  import('./calendarFile').then((m) => m.downloadCalendar(...args));

/**
 * The attendees' programme (issue 33): Now, Next and Later in their own local time (the event's
 * beside it when its zone differs), the ended ones folded under Earlier; each session with its
 * room, 'Go to room', a star and 'Add to calendar'; 'Add starred to calendar' for all the stars.
 */
export function ProgrammePanel({ onClose }: { onClose: () => void }) {
  const event = useEventSession((s) => s.event);
  const uid = useEventSession((s) => s.uid);
  const programme = useProgramme(event.id);
  const stars = useStars(event.id, uid);
  const rooms = useRoomNames();
  const now = useNow(PANEL_TICK_MS);
  const [calendarError, setCalendarError] = useState<string | null>(null);
  const roomName = (roomId: string) => nameOfRoom(rooms, roomId);

  const sessions = programme.status === 'ready' ? programme.value : [];
  const ids = sessions.map((s) => s.id);
  const starred = sessions.filter((s) => stars.ids?.has(s.id));
  const download = (list: readonly ProgrammeSession[], what: string) => {
    setCalendarError(null);
    addToCalendar(event, list, roomName, what).catch(() => setCalendarError(TEXT.calendarFailed));
  };
  const item = (session: ProgrammeSession) => (
    <SessionItem
      key={session.id}
      session={session}
      now={now}
      eventZone={event.timeZone}
      roomName={roomName(session.roomId)}
      starred={stars.ids?.has(session.id) === true}
      onStar={() => stars.toggle(session.id, ids)}
      onCalendar={() => download([session], session.title)}
      onTravelled={onClose}
    />
  );
  const buckets = programmeBuckets(sessions, now);
  const toCome = buckets.now.length + buckets.next.length + buckets.later.length;

  return (
    <Modal title={TEXT.title} size="wide" onClose={onClose}>
      {starred.length > 0 && (
        <div className="programme-panel__header">
          <Button variant="secondary" onClick={() => download(starred, 'starred')}>
            {TEXT.addStarred}
          </Button>
        </div>
      )}
      {programme.status === 'loading' && <p role="status">{TEXT.loading}</p>}
      {programme.status === 'error' && (
        <p className="ui-error" role="alert">
          {programme.message}
        </p>
      )}
      {(stars.error ?? calendarError) && (
        <p className="ui-error" role="alert">
          {stars.error ?? calendarError}
        </p>
      )}
      {programme.status === 'ready' && sessions.length === 0 && <p>{TEXT.empty}</p>}
      {programme.status === 'ready' && sessions.length > 0 && toCome === 0 && (
        <p>{TEXT.nothingToCome}</p>
      )}
      <Bucket title={TEXT.now}>{buckets.now.map(item)}</Bucket>
      <Bucket title={TEXT.next}>{buckets.next.map(item)}</Bucket>
      <Bucket title={TEXT.later}>{buckets.later.map(item)}</Bucket>
      {buckets.ended.length > 0 && (
        <details className="programme-panel__earlier">
          <summary>
            {TEXT.earlier} ({buckets.ended.length})
          </summary>
          <ul className="programme-panel__list">{buckets.ended.map(item)}</ul>
        </details>
      )}
      <CloseActions onClose={onClose} />
    </Modal>
  );
}

/** One of Now, Next and Later: a heading and its sessions, or nothing when it has none. */
function Bucket({ title, children }: { title: string; children: ReactNode[] }) {
  const headingId = useId();
  if (children.length === 0) return null;
  return (
    <section className="programme-panel__bucket" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <ul className="programme-panel__list">{children}</ul>
    </section>
  );
}
