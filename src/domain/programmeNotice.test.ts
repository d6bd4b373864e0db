import { describe, expect, it } from 'vitest';
import { dueNotices, PROGRAMME_NOTICE } from './programmeNotice';

const MINUTE = 60 * 1000;
const START = Date.UTC(2030, 5, 1, 9);
const sessions = [
  { id: 'b', startsAt: START + 10 * MINUTE },
  { id: 'a', startsAt: START },
  { id: 'c', startsAt: START },
];
const ids = (list: { id: string }[]) => list.map((s) => s.id);

describe('the 5-minute notice', () => {
  const starred = new Set(['a', 'b']);
  const none = new Set<string>();

  it('is due from 5 minutes before a starred session until it starts', () => {
    expect(PROGRAMME_NOTICE.leadMs).toBe(5 * MINUTE);
    expect(ids(dueNotices(sessions, starred, START - 5 * MINUTE - 1, none))).toEqual([]);
    expect(ids(dueNotices(sessions, starred, START - 5 * MINUTE, none))).toEqual(['a']);
    expect(ids(dueNotices(sessions, starred, START - 1, none))).toEqual(['a']);
    expect(ids(dueNotices(sessions, starred, START, none))).toEqual([]);
  });

  it('is for starred sessions only, once each, by start', () => {
    expect(ids(dueNotices(sessions, new Set(['c']), START - MINUTE, none))).toEqual(['c']);
    expect(ids(dueNotices(sessions, starred, START - MINUTE, new Set(['a'])))).toEqual([]);
    const both = [...sessions, { id: 'd', startsAt: START - MINUTE }];
    expect(ids(dueNotices(both, new Set(['a', 'd']), START - 2 * MINUTE, none))).toEqual([
      'd',
      'a',
    ]);
  });
});
