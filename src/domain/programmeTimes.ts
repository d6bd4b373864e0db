/**
 * When a programme session happens, as an attendee reads it (issue 33): in their own local
 * time, with the day when it is not today, and the event's own time beside it when the event's
 * zone has another offset at that moment ('14:00–15:00 (04:00–05:00 in Asia/Tokyo)').
 *
 * `localZone` is for tests: the panel leaves it out, so Intl uses the browser's own zone.
 */
import { isTimeZone } from './programme';

/** How a session's times are told apart from the text around them. */
const RANGE_DASH = '–';

interface Zoned {
  /** An IANA zone; undefined for the browser's own. */
  timeZone?: string;
}

function clockFormat({ timeZone }: Zoned): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  });
}

function dayFormat({ timeZone }: Zoned): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(timeZone ? { timeZone } : {}),
  });
}

/** The calendar day of `at` in the zone, as 'YYYY-MM-DD' (to compare days). */
function dayKey(at: number, zoned: Zoned): string {
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(zoned.timeZone ? { timeZone: zoned.timeZone } : {}),
  }).format(at);
}

/**
 * The zone's offset from UTC at `at`, in minutes (Tokyo: 540), read from the wall clock Intl
 * shows there.
 */
export function zoneOffsetMinutes(at: number, zoned: Zoned): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
    ...(zoned.timeZone ? { timeZone: zoned.timeZone } : {}),
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  const whole = at - (at % 1000);
  return Math.round((wall - whole) / 60_000);
}

/** '14:00–15:00' in the zone, with the day first when it is not `today`'s. */
function rangeIn(
  session: { startsAt: number; endsAt: number },
  zoned: Zoned,
  today: number,
): string {
  const clock = clockFormat(zoned);
  const range = `${clock.format(session.startsAt)}${RANGE_DASH}${clock.format(session.endsAt)}`;
  if (dayKey(session.startsAt, zoned) === dayKey(today, zoned)) return range;
  return `${dayFormat(zoned).format(session.startsAt)}, ${range}`;
}

/**
 * A session's times for the attendee: their local range ('14:00–15:00', 'Tue 1 Dec, 14:00–15:00'
 * when not today), then the event's in brackets when `eventZone` is set and its offset at the
 * start differs from the attendee's ('(Wed 2 Dec, 04:00–05:00 in Asia/Tokyo)').
 */
export function sessionTimeText(
  session: { startsAt: number; endsAt: number },
  options: { now: number; eventZone: string | null; localZone?: string },
): string {
  const local: Zoned = { timeZone: options.localZone };
  const own = rangeIn(session, local, options.now);
  const zone = options.eventZone;
  if (!zone || !isTimeZone(zone)) return own;
  const event: Zoned = { timeZone: zone };
  if (zoneOffsetMinutes(session.startsAt, event) === zoneOffsetMinutes(session.startsAt, local))
    return own;
  // The event's day is named when it is not the attendee's today in the event's zone either.
  return `${own} (${rangeIn(session, event, options.now)} in ${zone})`;
}
