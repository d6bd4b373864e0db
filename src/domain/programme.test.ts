import { describe, expect, it } from 'vitest';
import { fieldErrors } from './fieldErrors';
import {
  canonicalTimeZone,
  isTimeZone,
  PROGRAMME,
  PROGRAMME_TEXT,
  programmeBuckets,
  sessionRunning,
} from './programme';
import {
  deleteSessionSchema,
  saveSessionSchema,
  sessionInputSchema,
  timeZoneSchema,
  type SessionInput,
} from './programmeSchema';

const HOUR = 60 * 60 * 1000;
const START = Date.UTC(2030, 5, 1, 9);

function input(overrides: Partial<Record<keyof SessionInput, unknown>> = {}): SessionInput {
  return {
    title: 'Keynote',
    description: 'Opening words. https://example.test/slides',
    startsAt: START,
    endsAt: START + HOUR,
    roomId: '_main',
    speakers: ['Ada Lovelace'],
    screenId: null,
    ...overrides,
  } as SessionInput;
}

const errorsOf = (value: SessionInput) => fieldErrors(sessionInputSchema, value);

describe('a session', () => {
  it('accepts a well-formed one, trimming its texts', () => {
    const parsed = sessionInputSchema.parse(
      input({ title: '  Keynote ', speakers: [' Ada '], screenId: 'screen-1' }),
    );
    expect(parsed).toMatchObject({ title: 'Keynote', speakers: ['Ada'], screenId: 'screen-1' });
  });

  it('takes a title of 1 to 100 characters', () => {
    expect(errorsOf(input({ title: 't'.repeat(100) }))).toEqual({});
    expect(errorsOf(input({ title: 't'.repeat(101) }))).toEqual({
      title: PROGRAMME_TEXT.titleTooLong,
    });
    expect(errorsOf(input({ title: '   ' }))).toEqual({ title: PROGRAMME_TEXT.titleRequired });
    expect(errorsOf(input({ title: undefined }))).toEqual({ title: PROGRAMME_TEXT.titleRequired });
  });

  it('takes a description of at most 1,000 characters, or none', () => {
    expect(errorsOf(input({ description: '' }))).toEqual({});
    expect(errorsOf(input({ description: 'd'.repeat(1000) }))).toEqual({});
    expect(errorsOf(input({ description: 'd'.repeat(1001) }))).toEqual({
      description: PROGRAMME_TEXT.descriptionTooLong,
    });
    expect(PROGRAMME_TEXT.descriptionTooLong).toContain('1,000');
  });

  it('refuses an end at or before the start, on the end field', () => {
    expect(errorsOf(input({ endsAt: START }))).toEqual({
      endsAt: PROGRAMME_TEXT.endNotAfterStart,
    });
    expect(errorsOf(input({ endsAt: START - 1 }))).toEqual({
      endsAt: PROGRAMME_TEXT.endNotAfterStart,
    });
    expect(errorsOf(input({ endsAt: START + 1 }))).toEqual({});
  });

  it('lasts at most 24 hours', () => {
    expect(errorsOf(input({ endsAt: START + PROGRAMME.maxSessionMs }))).toEqual({});
    expect(errorsOf(input({ endsAt: START + PROGRAMME.maxSessionMs + 1 }))).toEqual({
      endsAt: PROGRAMME_TEXT.sessionTooLong,
    });
  });

  it('takes whole epoch milliseconds within 2000 to 2099', () => {
    expect(errorsOf(input({ startsAt: undefined }))).toEqual({
      startsAt: PROGRAMME_TEXT.startRequired,
    });
    expect(errorsOf(input({ startsAt: '2030-06-01T09:00' }))).toMatchObject({
      startsAt: PROGRAMME_TEXT.startRequired,
    });
    expect(errorsOf(input({ startsAt: START + 0.5 }))).toEqual({
      startsAt: PROGRAMME_TEXT.startRequired,
    });
    expect(errorsOf(input({ endsAt: Number.NaN }))).toEqual({
      endsAt: PROGRAMME_TEXT.endRequired,
    });
    expect(errorsOf(input({ startsAt: 0, endsAt: HOUR }))).toEqual({
      startsAt: PROGRAMME_TEXT.timeOutOfRange,
      endsAt: PROGRAMME_TEXT.timeOutOfRange,
    });
  });

  it('needs a room; the screen is an id or null', () => {
    expect(errorsOf(input({ roomId: '' }))).toEqual({ roomId: PROGRAMME_TEXT.roomRequired });
    expect(errorsOf(input({ roomId: 'a/b' }))).toHaveProperty('roomId');
    expect(errorsOf(input({ screenId: 'a/b' }))).toHaveProperty('screenId');
    expect(errorsOf(input({ screenId: undefined }))).toHaveProperty('screenId');
  });

  it('lists at most 8 speakers of 1 to 60 characters', () => {
    expect(errorsOf(input({ speakers: [] }))).toEqual({});
    expect(errorsOf(input({ speakers: Array(8).fill('s'.repeat(60)) }))).toEqual({});
    expect(errorsOf(input({ speakers: Array(9).fill('Ada') }))).toEqual({
      speakers: PROGRAMME_TEXT.tooManySpeakers,
    });
    expect(errorsOf(input({ speakers: ['s'.repeat(61)] }))).toEqual({
      speakers: PROGRAMME_TEXT.speakerTooLong,
    });
    expect(errorsOf(input({ speakers: ['Ada', ' '] }))).toEqual({
      speakers: PROGRAMME_TEXT.speakerRequired,
    });
  });

  it('refuses unknown fields', () => {
    expect(sessionInputSchema.safeParse({ ...input(), extra: true }).success).toBe(false);
  });

  it('is saved with or without an id, and deleted by id', () => {
    const session = input();
    expect(saveSessionSchema.parse({ eventId: 'e', sessionId: null, session }).sessionId).toBe(
      undefined,
    );
    expect(saveSessionSchema.parse({ eventId: 'e', sessionId: 's1', session }).sessionId).toBe(
      's1',
    );
    expect(deleteSessionSchema.safeParse({ eventId: 'e' }).success).toBe(false);
  });
});

describe("the event's time zone", () => {
  it('accepts an IANA name, in its canonical spelling', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(canonicalTimeZone('america/new_york')).toBe('America/New_York');
    expect(timeZoneSchema.parse(' Asia/Tokyo ')).toBe('Asia/Tokyo');
  });

  it('refuses an unknown zone, an offset, a blank or a long one, with a sentence', () => {
    for (const zone of ['Mars/Olympus_Mons', '+01:00', '', 'Europe/' + 'x'.repeat(80)]) {
      expect(isTimeZone(zone)).toBe(false);
      const parsed = timeZoneSchema.safeParse(zone);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(PROGRAMME_TEXT.timeZoneInvalid);
    }
  });
});

describe('the programme for attendees', () => {
  const NOW = START + 30 * 60 * 1000;
  const s = (id: string, startH: number, endH: number, title = id) => ({
    id,
    title,
    startsAt: START + startH * HOUR,
    endsAt: START + endH * HOUR,
  });

  it('a session runs from its start to just before its end', () => {
    const session = s('a', 0, 1);
    expect(sessionRunning(session, START - 1)).toBe(false);
    expect(sessionRunning(session, START)).toBe(true);
    expect(sessionRunning(session, START + HOUR - 1)).toBe(true);
    expect(sessionRunning(session, START + HOUR)).toBe(false);
  });

  it('splits into now, next (within 2 hours), later and ended, by start then title', () => {
    const sessions = [
      s('later', 4, 5),
      s('zeta', 0, 1, 'Zeta'),
      s('alpha', 0, 2, 'Alpha'),
      s('over', -2, -1),
      s('soon', 1, 2),
      s('edge', 2.5, 3),
      s('justOver', -1, 0.5),
    ];
    const ids = (list: { id: string }[]) => list.map((x) => x.id);
    const buckets = programmeBuckets(sessions, NOW);
    expect(ids(buckets.now)).toEqual(['alpha', 'zeta']);
    // 'edge' starts exactly 2 hours from now: the window is open at its end, so Later.
    expect(ids(buckets.next)).toEqual(['soon']);
    expect(ids(buckets.later)).toEqual(['edge', 'later']);
    expect(ids(buckets.ended)).toEqual(['over', 'justOver']);
  });

  it('Next holds the earliest sessions to come when none starts within the window', () => {
    const sessions = [s('b', 5, 6, 'B'), s('a', 5, 6, 'A'), s('c', 8, 9)];
    const buckets = programmeBuckets(sessions, NOW);
    expect(buckets.now).toEqual([]);
    expect(buckets.next.map((x) => x.id)).toEqual(['a', 'b']);
    expect(buckets.later.map((x) => x.id)).toEqual(['c']);
  });

  it('an empty or finished programme has nothing to come', () => {
    expect(programmeBuckets([], NOW)).toEqual({ now: [], next: [], later: [], ended: [] });
    const over = programmeBuckets([s('x', -3, -2)], NOW);
    expect(over.next).toEqual([]);
    expect(over.ended).toHaveLength(1);
  });
});
