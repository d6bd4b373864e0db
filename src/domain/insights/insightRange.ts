/**
 * The insights page's date range: whole days where the reader is, typed as 'YYYY-MM-DD' in
 * date fields, checked with the callable's own texts before it is asked (insightsSchema.ts
 * refuses the same ranges), and never past now.
 */
import { INSIGHTS, INSIGHTS_TEXT } from './insights';

const DAY_MS = 86_400_000;
const two = (n: number) => String(n).padStart(2, '0');

/** Local midnight of a 'YYYY-MM-DD' day; null when the text is no such day. */
export function localDayStart(day: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const start = new Date(year, month, date);
  return start.getFullYear() === year && start.getMonth() === month && start.getDate() === date
    ? start.getTime()
    : null;
}

/** The local day holding `ms`, as a date field takes it. */
export function localDay(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

export type DayRange = { ok: true; fromMs: number; toMs: number } | { ok: false; error: string };

/** From the start of `from` to the end of `to` (or now, if sooner), at most 7 days. */
export function dayRange(from: string, to: string, nowMs: number): DayRange {
  const fromMs = localDayStart(from);
  const toStart = localDayStart(to);
  if (fromMs === null || toStart === null || toStart < fromMs) {
    return { ok: false, error: INSIGHTS_TEXT.rangeBackwards };
  }
  // Rounded: a day is 23 or 25 hours where the clocks change.
  const days = Math.round((toStart - fromMs) / DAY_MS) + 1;
  if (days > INSIGHTS.maxRangeDays) return { ok: false, error: INSIGHTS_TEXT.rangeTooLong };
  // The next local midnight, found by the calendar for the same reason.
  const toEnd = localDayStart(localDay(toStart + DAY_MS + 2 * 3_600_000)) ?? toStart + DAY_MS;
  const toMs = Math.min(toEnd, nowMs);
  if (toMs <= fromMs) return { ok: false, error: INSIGHTS_TEXT.rangeBackwards };
  return { ok: true, fromMs, toMs };
}

/**
 * The range the page opens with: the last 7 days up to now (today and the 6 before it); the
 * callable narrows it to the event's life.
 */
export function openingRange(nowMs: number): { fromMs: number; toMs: number } {
  const today = localDayStart(localDay(nowMs)) ?? nowMs;
  const from = localDayStart(
    localDay(today - (INSIGHTS.maxRangeDays - 1) * DAY_MS + 2 * 3_600_000),
  );
  return { fromMs: from ?? today, toMs: nowMs };
}
