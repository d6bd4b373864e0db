import { describe, expect, it } from 'vitest';
import {
  conferenceRows,
  csvCell,
  distinctUsers,
  passesFilters,
  REPORT_TEXTS,
  reportCsv,
  reportRangeSchema,
  reportRow,
  rowsInRange,
  usageReportSchema,
  usageSeries,
  type LedgerConference,
  type ReportEvent,
} from './reports';

const at = (iso: string) => Date.parse(iso);
const conference = (
  id: string,
  ended: string,
  userSeconds: number,
  users?: string[],
): LedgerConference => ({
  conferenceId: id,
  alias: 'e1',
  startedMs: at(ended) - 600_000,
  endedMs: at(ended),
  totalPresenceDuration: userSeconds,
  activeUsers: users?.length ?? 3,
  users,
});
const event: ReportEvent = { eventId: 'e1', name: 'Fair', slug: 'fair', creatorId: 'u0' };

describe('the report range', () => {
  it.each([
    [{ start: '2026-03-01', end: '2026-03-01' }, null],
    [{ start: '2026-03-02', end: '2026-03-01' }, REPORT_TEXTS.endBeforeStart],
    [{ start: '2026-02-30', end: '2026-03-01' }, REPORT_TEXTS.badDate],
    [{ start: '2026-3-1', end: '2026-03-01' }, REPORT_TEXTS.badDate],
    [{ start: '', end: '2026-03-01' }, REPORT_TEXTS.badDate],
    [{ start: '2025-01-01', end: '2026-01-01' }, null],
    [{ start: '2025-01-01', end: '2026-01-02' }, REPORT_TEXTS.tooLong],
  ])('%j → %s', (range, message) => {
    const parsed = reportRangeSchema.safeParse(range);
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(message);
    expect(usageReportSchema.safeParse(range).success).toBe(message === null);
  });

  it('the callable payload refuses unknown fields and non-boolean filters', () => {
    const range = { start: '2026-03-01', end: '2026-03-02' };
    expect(usageReportSchema.safeParse({ ...range, hasSubscription: true }).success).toBe(true);
    expect(usageReportSchema.safeParse({ ...range, hasSubscription: 'yes' }).success).toBe(false);
    expect(usageReportSchema.safeParse({ ...range, extra: 1 }).success).toBe(false);
  });
});

describe('a report row', () => {
  it('counts distinct people across conferences and sums user-minutes', () => {
    const row = reportRow({ ...event, connectedSubscription: { subscriptionId: 's' } }, [
      conference('c1', '2026-03-01T10:00:00Z', 600, ['a', 'b']),
      conference('c2', '2026-03-03T10:00:00Z', 90, ['b', 'c']),
    ]);
    expect(row).toEqual({
      eventName: 'Fair',
      slug: 'fair',
      eventId: 'e1',
      activeUsers: 3,
      conferenceUsage: 11.5,
      lastConferenceEnded: '2026-03-03T10:00:00.000Z',
      creatorId: 'u0',
      hasSubscription: true,
      unlimitedAudioCapacity: false,
    });
  });

  it('an entry without its users list never counts below its own count', () => {
    expect(distinctUsers([conference('c1', '2026-03-01T10:00:00Z', 1, ['a'])])).toBe(1);
    expect(
      distinctUsers([
        conference('c1', '2026-03-01T10:00:00Z', 1, ['a']),
        conference('c2', '2026-03-01T11:00:00Z', 1),
      ]),
    ).toBe(3);
  });

  it.each([
    [{ unlimitedCapacity: true }, true],
    [{ ignoreTrialLimit: true }, true],
    [{ unlimitedCapacity: false, ignoreTrialLimit: false }, false],
    [undefined, false],
  ])('audioUsage %j → unlimited %s', (audioUsage, unlimited) => {
    const row = reportRow({ ...event, audioUsage }, [conference('c', '2026-03-01T00:00:00Z', 60)]);
    expect(row.unlimitedAudioCapacity).toBe(unlimited);
  });
});

describe('range and filters', () => {
  const base = reportRow(event, [conference('c', '2026-03-01T00:00:00Z', 60)]);
  const rows = [
    { ...base, eventId: 'first', lastConferenceEnded: '2026-03-01T00:00:00.000Z' },
    { ...base, eventId: 'last', lastConferenceEnded: '2026-03-02T23:59:59.999Z' },
    { ...base, eventId: 'before', lastConferenceEnded: '2026-02-28T23:59:59.999Z' },
    { ...base, eventId: 'after', lastConferenceEnded: '2026-03-03T00:00:00.000Z' },
  ];

  it('keeps rows whose last conference ended on the range days, inclusive, newest first', () => {
    const kept = rowsInRange(rows, { start: '2026-03-01', end: '2026-03-02' });
    expect(kept.map((r) => r.eventId)).toEqual(['last', 'first']);
  });

  it('a filter that is on keeps only rows that have it', () => {
    const sub = { ...base, hasSubscription: true };
    const unlimited = { ...base, unlimitedAudioCapacity: true };
    expect(passesFilters(base, {})).toBe(true);
    expect(passesFilters(base, { hasSubscription: true })).toBe(false);
    expect(passesFilters(sub, { hasSubscription: true })).toBe(true);
    expect(passesFilters(sub, { hasSubscription: true, unlimitedCapacity: true })).toBe(false);
    expect(passesFilters(unlimited, { unlimitedCapacity: true, hasSubscription: null })).toBe(true);
  });
});

describe('usage over time', () => {
  it('adds user-minutes per UTC day of the end, every day of the range, zeros included', () => {
    const series = usageSeries(
      [
        conference('a', '2026-03-01T00:00:00Z', 120),
        conference('b', '2026-03-01T23:59:59Z', 60),
        conference('c', '2026-03-03T12:00:00Z', 30),
        conference('d', '2026-03-04T00:00:00Z', 6000),
      ],
      { start: '2026-03-01', end: '2026-03-03' },
    );
    expect(series).toEqual([
      { day: '2026-03-01', minutes: 3 },
      { day: '2026-03-02', minutes: 0 },
      { day: '2026-03-03', minutes: 0.5 },
    ]);
  });

  it('the detail rows are newest first with user-minutes', () => {
    const rows = conferenceRows([
      conference('a', '2026-03-01T00:00:00Z', 120, ['x']),
      conference('b', '2026-03-02T00:00:00Z', 30, ['x', 'y']),
    ]);
    expect(rows.map((r) => [r.conferenceId, r.minutes, r.activeUsers])).toEqual([
      ['b', 0.5, 2],
      ['a', 2, 1],
    ]);
    expect(rows[1]!.started).toBe('2026-02-28T23:50:00.000Z');
  });
});

describe('CSV', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['=1,2', `"'=1,2"`],
    [12.5, '12.5'],
    [true, 'true'],
  ])('%j → %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('has the column names as header and one line per row', () => {
    const row = reportRow({ ...event, name: '=HYPERLINK("x")' }, [
      conference('c', '2026-03-01T00:00:00Z', 60, ['a']),
    ]);
    expect(reportCsv([row])).toBe(
      'eventName,slug,eventId,activeUsers,conferenceUsage,lastConferenceEnded,creatorId,' +
        'hasSubscription,unlimitedAudioCapacity\r\n' +
        `"'=HYPERLINK(""x"")",fair,e1,1,1,2026-03-01T00:00:00.000Z,u0,false,false\r\n`,
    );
  });
});
