/**
 * An iCalendar file (.ics) of programme sessions (issue 33's 'Add to calendar'), built with
 * ical-generator: one event per session, its times in UTC ('DTSTART:20261129T130000Z') and the
 * event's zone as X-WR-TIMEZONE. No `timezone` is given to the library: with one it writes a
 * TZID without the VTIMEZONE that must define it. Loaded only when someone adds a session.
 */
import ical from 'ical-generator';

export interface CalendarEvent {
  id: string;
  name: string | null;
  slug: string | null;
  timeZone: string | null;
  /** The event's address (https://host/event/{slug}), written into each description. */
  link: string;
}

export interface CalendarSession {
  id: string;
  title: string;
  description: string;
  speakers: readonly string[];
  roomId: string;
  startsAt: number;
  endsAt: number;
}

/** A session's UID, the same in every file made for it, so calendars update it in place. */
export const calendarUid = (eventId: string, sessionId: string) =>
  `${eventId}.${sessionId}@menagerie.programme`;

function descriptionOf(session: CalendarSession, event: CalendarEvent): string {
  return [
    session.description,
    session.speakers.length > 0 ? `Speakers: ${session.speakers.join(', ')}` : '',
    event.link,
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** The .ics text of `sessions`, each placed in its room (`roomName` names it). */
export function programmeCalendar(
  event: CalendarEvent,
  sessions: readonly CalendarSession[],
  roomName: (roomId: string) => string,
  stamp: number,
): string {
  const calendar = ical({
    name: event.name ?? 'Programme',
    prodId: { company: 'Menagerie', product: 'Programme' },
  });
  if (event.timeZone) calendar.x([['X-WR-TIMEZONE', event.timeZone]]);
  for (const session of sessions)
    calendar.createEvent({
      id: calendarUid(event.id, session.id),
      start: new Date(session.startsAt),
      end: new Date(session.endsAt),
      stamp: new Date(stamp),
      summary: session.title,
      description: descriptionOf(session, event),
      location: roomName(session.roomId),
      url: event.link,
    });
  return calendar.toString();
}

/** A piece of a file name: letters, digits and dashes only, at most 40 characters. */
function namePart(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

/** '{event-slug}-{session-title}.ics' (or '{event-slug}-starred.ics'), safe on every system. */
export function calendarFileName(slug: string | null, what: string): string {
  const parts = [namePart(slug ?? ''), namePart(what)].filter(Boolean);
  return `${parts.join('-') || 'programme'}.ics`;
}
