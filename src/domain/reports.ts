/**
 * Staff audio-usage reports (/admin/reports, accounts-and-business spec: report row, filters).
 * Pure: the callables admin-getUsageReport and admin-getEventConferences build their answers
 * here from the usage ledger (conferences/{eventId}, see src/domain/voice/usage.ts) and the
 * events, and the page validates its dates with the same schema before asking.
 */
import { z } from 'zod';
import { documentIdField } from './documentIds';

/** The report's columns, in the spec's order; also the CSV header. */
export const REPORT_COLUMNS = [
  'eventName',
  'slug',
  'eventId',
  'activeUsers',
  'conferenceUsage',
  'lastConferenceEnded',
  'creatorId',
  'hasSubscription',
  'unlimitedAudioCapacity',
] as const;

// The headings people read (issue 30 #18: the table showed the field names) are messages of the
// catalogs (reports.col.*, features/admin/reports); the CSV keeps the field names above.

export interface ReportRow {
  eventName: string;
  slug: string;
  eventId: string;
  /** Distinct people across the event's completed conferences. */
  activeUsers: number;
  /** User-minutes of the event's completed conferences, one decimal. */
  conferenceUsage: number;
  /** ISO 8601 (UTC). */
  lastConferenceEnded: string;
  creatorId: string;
  hasSubscription: boolean;
  unlimitedAudioCapacity: boolean;
}

/** One day of the usage-over-time chart: 'YYYY-MM-DD' (UTC) and user-minutes, one decimal. */
export interface UsagePoint {
  day: string;
  minutes: number;
}

/** A completedConferences entry as the callables read it (times in ms). */
export interface LedgerConference {
  conferenceId: string;
  alias: string;
  startedMs: number;
  endedMs: number;
  /** User-seconds (what the quota counts). */
  totalPresenceDuration: number;
  activeUsers: number;
  /** Who was in it; missing on entries written before the ledger kept it. */
  users?: string[];
}

/** The event fields a report row reads (events/{e}). */
export interface ReportEvent {
  eventId: string;
  name: string;
  slug: string;
  creatorId: string;
  connectedSubscription?: unknown;
  audioUsage?: { unlimitedCapacity?: unknown; ignoreTrialLimit?: unknown };
}

export const REPORT_TEXTS = {
  badDate: 'Enter a date as YYYY-MM-DD.',
  endBeforeStart: 'The end date cannot be before the start date.',
  tooLong: 'Choose a range of at most 366 days.',
  noConferences: 'No Conferences Available for reporting. Change the search parameters.',
} as const;

/** Longest range, in days, so the daily series stays a readable chart. */
const MAX_RANGE_DAYS = 366;
const DAY_MS = 86_400_000;

/** Midnight UTC of a 'YYYY-MM-DD' day, or NaN when it is not a real calendar day. */
function dayStartMs(day: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return NaN;
  const ms = Date.parse(`${day}T00:00:00.000Z`);
  return Number.isFinite(ms) && dayOf(ms) === day ? ms : NaN;
}

/** The UTC day 'YYYY-MM-DD' a time falls on. */
export const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

const dayField = z
  .string()
  .max(10)
  .refine((day) => Number.isFinite(dayStartMs(day)), REPORT_TEXTS.badDate);

/** The report's dates, both inclusive UTC days. */
export const reportRangeSchema = z
  .strictObject({ start: dayField, end: dayField })
  .refine(({ start, end }) => !(dayStartMs(end) < dayStartMs(start)), {
    message: REPORT_TEXTS.endBeforeStart,
    path: ['end'],
  })
  .refine(({ start, end }) => !((dayStartMs(end) - dayStartMs(start)) / DAY_MS >= MAX_RANGE_DAYS), {
    message: REPORT_TEXTS.tooLong,
    path: ['end'],
  });
export type ReportRange = z.infer<typeof reportRangeSchema>;

/** admin-getUsageReport. A filter set to true keeps only the rows that have it. */
export const usageReportSchema = z
  .strictObject({
    start: dayField,
    end: dayField,
    hasSubscription: z.boolean().nullish(),
    unlimitedCapacity: z.boolean().nullish(),
  })
  .superRefine(({ start, end }, ctx) => {
    const range = reportRangeSchema.safeParse({ start, end });
    for (const issue of range.success ? [] : range.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
  });
export interface UsageReportResult {
  rows: ReportRow[];
  series: UsagePoint[];
  /** Events in the range that the filters left out (the page says so: issue 30 #18). */
  filteredOut: number;
}

/** admin-getEventConferences: one event's completed conferences. */
export const eventConferencesSchema = z.strictObject({ eventId: documentIdField() });
export interface ConferenceRow {
  conferenceId: string;
  /** ISO 8601 (UTC). */
  started: string;
  ended: string;
  /** User-minutes, one decimal. */
  minutes: number;
  activeUsers: number;
}
export interface EventConferencesResult {
  event: { name: string; slug: string };
  /** Newest first. */
  conferences: ConferenceRow[];
}

/** [from, to) in ms covering the range's days. */
export function rangeBoundsMs(range: ReportRange): { fromMs: number; toMs: number } {
  return { fromMs: dayStartMs(range.start), toMs: dayStartMs(range.end) + DAY_MS };
}

const inRange = (ms: number, range: ReportRange): boolean => {
  const { fromMs, toMs } = rangeBoundsMs(range);
  return ms >= fromMs && ms < toMs;
};

/** User-seconds as user-minutes, one decimal (the reports and the insights). */
export const minutesOf = (userSeconds: number) => Math.round(userSeconds / 6) / 10;

/**
 * Distinct people across conferences. Entries that list their users are counted exactly; an
 * older entry without the list only tells how many were in it, so the answer is never below
 * its count (a lower bound when such entries exist).
 */
export function distinctUsers(conferences: LedgerConference[]): number {
  const people = new Set<string>();
  let largestUnlisted = 0;
  for (const conference of conferences) {
    if (conference.users) for (const uid of conference.users) people.add(uid);
    else largestUnlisted = Math.max(largestUnlisted, conference.activeUsers);
  }
  return Math.max(people.size, largestUnlisted);
}

/** One event's report row from its completed conferences (all of them, as the spec's ledger). */
export function reportRow(event: ReportEvent, conferences: LedgerConference[]): ReportRow {
  const lastEndedMs = Math.max(...conferences.map((c) => c.endedMs));
  return {
    eventName: event.name,
    slug: event.slug,
    eventId: event.eventId,
    activeUsers: distinctUsers(conferences),
    conferenceUsage: minutesOf(conferences.reduce((sum, c) => sum + c.totalPresenceDuration, 0)),
    lastConferenceEnded: Number.isFinite(lastEndedMs) ? new Date(lastEndedMs).toISOString() : '',
    creatorId: event.creatorId,
    hasSubscription: Boolean(event.connectedSubscription),
    unlimitedAudioCapacity:
      event.audioUsage?.unlimitedCapacity === true || event.audioUsage?.ignoreTrialLimit === true,
  };
}

export interface ReportFilters {
  hasSubscription?: boolean | null;
  unlimitedCapacity?: boolean | null;
}

/** Whether a row passes the filters: a filter that is on keeps only the rows that have it. */
export function passesFilters(row: ReportRow, filters: ReportFilters): boolean {
  if (filters.hasSubscription && !row.hasSubscription) return false;
  if (filters.unlimitedCapacity && !row.unlimitedAudioCapacity) return false;
  return true;
}

/** Rows whose last conference ended within the range, newest first. */
export function rowsInRange(rows: ReportRow[], range: ReportRange): ReportRow[] {
  return rows
    .filter((row) => row.lastConferenceEnded && inRange(Date.parse(row.lastConferenceEnded), range))
    .sort((a, b) => b.lastConferenceEnded.localeCompare(a.lastConferenceEnded));
}

/** User-minutes per UTC day of the range (every day, zeros included) by conferences' ends. */
export function usageSeries(conferences: LedgerConference[], range: ReportRange): UsagePoint[] {
  const seconds = new Map<string, number>();
  const { fromMs, toMs } = rangeBoundsMs(range);
  for (let ms = fromMs; ms < toMs; ms += DAY_MS) seconds.set(dayOf(ms), 0);
  for (const conference of conferences) {
    if (!inRange(conference.endedMs, range)) continue;
    const day = dayOf(conference.endedMs);
    seconds.set(day, (seconds.get(day) ?? 0) + conference.totalPresenceDuration);
  }
  return [...seconds].map(([day, total]) => ({ day, minutes: minutesOf(total) }));
}

/** The detail page's rows, newest first. */
export function conferenceRows(conferences: LedgerConference[]): ConferenceRow[] {
  return [...conferences]
    .sort((a, b) => b.endedMs - a.endedMs)
    .map((c) => ({
      conferenceId: c.conferenceId,
      started: new Date(c.startedMs).toISOString(),
      ended: new Date(c.endedMs).toISOString(),
      minutes: minutesOf(c.totalPresenceDuration),
      activeUsers: c.activeUsers,
    }));
}

/**
 * One CSV cell. Text a spreadsheet would run as a formula (starting with = + - @, or a tab or
 * carriage return that some strip first) gets a leading apostrophe (OWASP CSV injection);
 * cells with a comma, quote or line break are quoted, quotes doubled (RFC 4180).
 */
export function csvCell(value: string | number | boolean): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The report as CSV: a header of the column names, one line per row, CRLF line ends. */
export function reportCsv(rows: ReportRow[]): string {
  const lines = [REPORT_COLUMNS.join(',')];
  for (const row of rows)
    lines.push(REPORT_COLUMNS.map((column) => csvCell(row[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
