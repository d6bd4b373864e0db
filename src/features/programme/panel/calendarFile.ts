import type { PublicEvent } from '../../../data/events';
import type { ProgrammeSession } from '../../../domain/programme';
import { calendarFileName, programmeCalendar } from '../../../domain/programmeCalendar';
import { offerDownload } from '../../../ui/offerDownload';

/** How long the file's blob URL is kept for the browser to save it. */
const BLOB_KEPT_MS = 60_000;

/**
 * Offers an .ics file of `sessions` ('Add to calendar'), named after the event's slug and
 * `what` ('{slug}-{what}.ics'). Its own chunk with ical-generator: the panel loads it when
 * someone asks for a file (addToCalendar).
 */
export function downloadCalendar(
  event: Pick<PublicEvent, 'id' | 'name' | 'slug' | 'timeZone'>,
  sessions: readonly ProgrammeSession[],
  roomName: (roomId: string) => string,
  what: string,
): void {
  const link = new URL(`/event/${encodeURIComponent(event.slug ?? event.id)}`, location.origin);
  const text = programmeCalendar({ ...event, link: link.href }, sessions, roomName, Date.now());
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  offerDownload(url, calendarFileName(event.slug, what));
  setTimeout(() => URL.revokeObjectURL(url), BLOB_KEPT_MS);
}

/** downloadCalendar, its code fetched first. */
export type AddToCalendar = typeof downloadCalendar;
