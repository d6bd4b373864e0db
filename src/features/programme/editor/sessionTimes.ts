import { epochToZoned } from '../../../domain/zonedTime';

/** One formatter per zone and shape: the list formats two times a session on every change. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function format(instant: number, zone: string, withDay: boolean): string {
  const key = `${zone}|${withDay}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
      ...(withDay ? { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter.format(instant);
}

/**
 * A session's times on `zone`'s clock, for the editor's list: 'Sat, 1 Jun 2030, 10:00–11:30',
 * with the end's date too when it ends on another day there.
 */
export function sessionTimes(startsAt: number, endsAt: number, zone: string): string {
  const sameDay =
    epochToZoned(startsAt, zone).slice(0, 10) === epochToZoned(endsAt, zone).slice(0, 10);
  return `${format(startsAt, zone, true)}–${format(endsAt, zone, !sameDay)}`;
}
