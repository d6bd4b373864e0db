import { describe, expect, it } from 'vitest';
import { INSIGHTS, type InsightSlot } from './insights';
import { attendanceCsv, sessionsCsv } from './insightCsv';
import {
  attendanceSeries,
  hourlyActivity,
  peakOf,
  roomTime,
  sessionAttendance,
  voiceMinutesOf,
} from './insightTables';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 10, 29, 9, 0);
const slot = (
  minutes: number,
  rooms: Record<string, number>,
  extra: Partial<InsightSlot> = {},
) => ({
  at: T0 + minutes * 60_000,
  present: Object.values(rooms).reduce((sum, n) => sum + n, 0),
  rooms,
  messages: 0,
  reactions: 0,
  ...extra,
});
const ROOMS = [
  { id: 'hall', name: 'Main hall' },
  { id: 'talks', name: 'Talks' },
];

describe('attendanceSeries', () => {
  it('gives every slot of the range, zero where nobody was sampled', () => {
    const series = attendanceSeries(
      [slot(5, { hall: 2 }), slot(15, { hall: 1, talks: 3 })],
      T0,
      T0 + 20 * 60_000,
    );
    expect(series).toEqual([
      { at: T0, present: 0 },
      { at: T0 + 5 * 60_000, present: 2 },
      { at: T0 + 10 * 60_000, present: 0 },
      { at: T0 + 15 * 60_000, present: 4 },
    ]);
    expect(peakOf(series)).toEqual({ at: T0 + 15 * 60_000, present: 4 });
  });

  it('starts at the slot holding the range start, and has no peak when nobody came', () => {
    const series = attendanceSeries([], T0 + 7 * 60_000, T0 + 11 * 60_000);
    expect(series.map((point) => point.at)).toEqual([T0 + 5 * 60_000, T0 + 10 * 60_000]);
    expect(peakOf(series)).toBeNull();
  });
});

describe('roomTime', () => {
  it('counts each sample as five minutes per person, busiest first, deleted rooms by id', () => {
    const rows = roomTime([slot(0, { hall: 2 }), slot(5, { hall: 1, talks: 4, gone: 1 })], ROOMS);
    expect(rows).toEqual([
      { roomId: 'talks', name: 'Talks', personMinutes: 20 },
      { roomId: 'hall', name: 'Main hall', personMinutes: 15 },
      { roomId: 'gone', name: 'gone', personMinutes: 5 },
    ]);
  });
});

describe('hourlyActivity', () => {
  it('sums messages and reactions per hour and puts voice at the hour a conference ended', () => {
    const rows = hourlyActivity(
      [
        slot(0, { hall: 1 }, { messages: 2, reactions: 5 }),
        slot(55, {}, { messages: 1 }),
        slot(60, {}, { reactions: 3 }),
      ],
      [{ endedMs: T0 + 90 * 60_000, userSeconds: 600 }],
      T0,
      T0 + 2 * HOUR,
    );
    expect(rows).toEqual([
      { at: T0, messages: 3, reactions: 5, voiceMinutes: 0 },
      { at: T0 + HOUR, messages: 0, reactions: 3, voiceMinutes: 10 },
    ]);
    expect(
      voiceMinutesOf([
        { endedMs: 0, userSeconds: 90 },
        { endedMs: 0, userSeconds: 33 },
      ]),
    ).toBe(2.1);
  });
});

describe('sessionAttendance', () => {
  it('takes the most people in the session room during its slot, by start', () => {
    const slots = [
      slot(0, { talks: 9 }),
      slot(10, { talks: 3, hall: 8 }),
      slot(15, { talks: 5 }),
      slot(20, { talks: 7 }),
    ];
    const rows = sessionAttendance(
      [
        {
          id: 'b',
          title: 'Later',
          roomId: 'hall',
          startMs: T0 + 60 * 60_000,
          endMs: T0 + 70 * 60_000,
        },
        {
          id: 'a',
          title: 'Keynote',
          roomId: 'talks',
          startMs: T0 + 12 * 60_000,
          endMs: T0 + 20 * 60_000,
        },
      ],
      slots,
      ROOMS,
    );
    expect(rows.map((row) => [row.title, row.roomName, row.peopleInRoom])).toEqual([
      ['Keynote', 'Talks', 5],
      ['Later', 'Main hall', 0],
    ]);
  });
});

describe('CSV', () => {
  it('writes ISO times and guards organisers’ text against formulas', () => {
    expect(attendanceCsv([{ at: T0, present: 3 }])).toBe(
      'slot_start,people_present\r\n2026-11-29T09:00:00.000Z,3\r\n',
    );
    const text = sessionsCsv([
      {
        id: 'a',
        title: '=HYPERLINK("x")',
        roomName: 'Talks, main',
        startMs: T0,
        endMs: T0 + INSIGHTS.slotMs,
        peopleInRoom: 2,
      },
    ]);
    expect(text.split('\r\n')[1]).toBe(
      `"'=HYPERLINK(""x"")","Talks, main",2026-11-29T09:00:00.000Z,2026-11-29T09:05:00.000Z,2`,
    );
  });
});
