/**
 * Wall-clock times in a named time zone, for the programme's editor: organisers type a session's
 * times as a `datetime-local` value ('YYYY-MM-DDTHH:mm') meaning the event's zone, whatever the
 * browser's own zone is, and the programme stores instants (epoch ms). Intl only: it knows the
 * zones' rules (summer time included) in every browser and in Node.
 */

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const MINUTE_MS = 60_000;

/** One formatter per zone: making one costs far more than using it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall clock in `zone` at `instant`, as UTC fields read back into epoch ms. */
function wallClockMs(instant: number, zone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(zone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year, month, day, hour, minute, second } = parts as Record<string, number>;
  return Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
}

/** How far `zone`'s clock is ahead of UTC at `instant`, in ms (Paris in summer: +2 h). */
function offsetAt(instant: number, zone: string): number {
  // Whole seconds: the formatter has no milliseconds.
  const whole = Math.floor(instant / 1000) * 1000;
  return wallClockMs(whole, zone) - whole;
}

/**
 * The instant (epoch ms) a `datetime-local` value means in `zone`, or null when the value is
 * malformed, names no real date ('2030-02-30T10:00'), or the zone is unknown.
 *
 * - In a gap (the clock jumps forward: Paris, last Sunday of March, 02:00 → 03:00), a time that
 *   never happens is moved forward by the gap's length: 02:30 becomes 03:30, as the organiser's
 *   clock would show had it kept running (what Temporal calls 'compatible'). Deterministic, and
 *   never earlier than what was typed.
 * - In an overlap (the clock goes back: Paris, last Sunday of October, 03:00 → 02:00), a time
 *   that happens twice is the first of the two (the summer-time one), also as 'compatible'.
 */
export function zonedToEpoch(local: string, zone: string): number | null {
  const match = LOCAL_PATTERN.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  // Date.UTC rolls 30 February over into March: such a date was never typed by a calendar.
  if (
    year < 1 ||
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    check.getUTCHours() !== hour ||
    check.getUTCMinutes() !== minute
  ) {
    return null;
  }
  try {
    // The zone's offsets a day either side: every zone changes its offset at most once in
    // such a window, so the wall time is one of (asUtc - before) and (asUtc - after).
    const before = offsetAt(asUtc - 24 * 60 * MINUTE_MS, zone);
    const after = offsetAt(asUtc + 24 * 60 * MINUTE_MS, zone);
    const candidates = [asUtc - before, asUtc - after]
      .filter((instant) => wallClockMs(instant, zone) === asUtc)
      .sort((a, b) => a - b);
    // Both read back: an overlap (or no change), the earlier is the first occurrence.
    if (candidates.length > 0) return candidates[0]!;
    // Neither: a gap. With the offset from before the jump, the instant lands after it, the
    // wall time moved forward by the gap's length.
    return asUtc - before;
  } catch {
    return null;
  }
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The `datetime-local` value ('YYYY-MM-DDTHH:mm') of `instant` on `zone`'s clock. */
export function epochToZoned(instant: number, zone: string): string {
  const wall = new Date(wallClockMs(instant, zone));
  return (
    `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}` +
    `T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`
  );
}

/** The zone this browser (or Node) runs in, e.g. 'Europe/Paris'; 'UTC' when it cannot say. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Every zone Intl knows, sorted, with 'UTC' (some engines leave it out of the list). */
export function timeZoneChoices(): string[] {
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...zones, 'UTC'])].sort();
}
