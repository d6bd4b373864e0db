import { describe, expect, it } from 'vitest';
import {
  compareCodeUnits,
  mayHaveMore,
  mergePages,
  pushedOff,
  rowsBetween,
  skippedBetween,
} from './pagedList';

interface Row {
  uid: string;
  name: string;
  muted?: boolean;
}
const key = (row: Row) => row.uid;
const byName = (a: Row, b: Row) =>
  compareCodeUnits(a.name, b.name) || compareCodeUnits(a.uid, b.uid);
const row = (name: string, extra: Partial<Row> = {}): Row => ({
  uid: name.toLowerCase(),
  name,
  ...extra,
});

describe('mergePages', () => {
  it('appends later pages after the live page, dropping the overlapping cursor row', () => {
    const live = [row('Ada'), row('Bo')];
    const later = [row('Bo'), row('Cy'), row('Di')];
    expect(mergePages(live, later, key, byName).map((r) => r.name)).toEqual([
      'Ada',
      'Bo',
      'Cy',
      'Di',
    ]);
  });

  it('prefers the live copy of a row that a later page also holds', () => {
    const merged = mergePages([row('Bo', { muted: true })], [row('Bo')], key, byName);
    expect(merged).toEqual([row('Bo', { muted: true })]);
  });

  it('keeps a row pushed off the live page by a newcomer, in order', () => {
    // The live page (size 2) was [Bo, Cy]; the later page was read from Cy on. Then Ab joined:
    // the live page is now [Ab, Bo], and Cy must still be shown, after Bo.
    const merged = mergePages([row('Ab'), row('Bo')], [row('Cy'), row('Di')], key, byName);
    expect(merged.map((r) => r.name)).toEqual(['Ab', 'Bo', 'Cy', 'Di']);
  });

  it('orders equal names by uid, as the query does', () => {
    const a = { uid: 'b', name: 'Sam' };
    const b = { uid: 'a', name: 'Sam' };
    expect(mergePages([a, b], [], key, byName)).toEqual([b, a]);
  });
});

describe('pushedOff', () => {
  const names = (rows: Row[]) => rows.map((r) => r.name);

  it('gives the rows several newcomers pushed off the end of a full page', () => {
    // Page size 3: [Cy, Di, Ed]; then Ab and Bo arrive: [Ab, Bo, Cy]. Di and Ed fell off.
    const previous = [row('Cy'), row('Di'), row('Ed')];
    const next = [row('Ab'), row('Bo'), row('Cy')];
    expect(names(pushedOff(previous, next, 3, key, byName))).toEqual(['Di', 'Ed']);
    // Kept beside the later page read from Ed on, the list has no hole.
    const later = [row('Ed'), row('Fa')];
    const fallen = pushedOff(previous, next, 3, key, byName);
    expect(names(mergePages(next, [...fallen, ...later], key, byName))).toEqual([
      'Ab',
      'Bo',
      'Cy',
      'Di',
      'Ed',
      'Fa',
    ]);
  });

  it('not a row deleted from inside the page, nor from a page that is not full', () => {
    const previous = [row('Ab'), row('Bo'), row('Cy')];
    expect(pushedOff(previous, [row('Ab'), row('Cy'), row('Di')], 3, key, byName)).toEqual([]);
    expect(pushedOff(previous, [row('Ab'), row('Cy')], 3, key, byName)).toEqual([]);
  });
});

describe('skippedBetween and rowsBetween', () => {
  const names = (rows: Row[] | null) => rows?.map((r) => r.name) ?? null;

  it('sees a full new page that starts past the previous one as a possible gap', () => {
    // Page size 2, in list order (the first row is the newest): [Di, Ed]; a stalled listener
    // then gets [Ab, Bo]: Cy may have come and been pushed off unseen.
    const gap = skippedBetween([row('Di'), row('Ed')], [row('Ab'), row('Bo')], 2, byName);
    expect(gap && { newer: gap.newer.name, older: gap.older.name }).toEqual({
      newer: 'Bo',
      older: 'Di',
    });
  });

  it('no gap when the pages overlap or touch, the new page is not full, or nothing came before', () => {
    expect(skippedBetween([row('Bo'), row('Cy')], [row('Ab'), row('Bo')], 2, byName)).toBeNull();
    expect(skippedBetween([row('Cy'), row('Di')], [row('Ab')], 2, byName)).toBeNull();
    expect(skippedBetween([], [row('Ab'), row('Bo')], 2, byName)).toBeNull();
  });

  it('gives the rows a read from the newer bound found before the older one', () => {
    const gap = { newer: row('Bo'), older: row('Ed') };
    const read = [row('Bo'), row('Cy'), row('Di'), row('Ed'), row('Fa')];
    expect(names(rowsBetween(read, gap, byName))).toEqual(['Cy', 'Di']);
    // The bounds touch: nothing was skipped.
    expect(names(rowsBetween([row('Bo'), row('Ed')], gap, byName))).toEqual([]);
  });

  it('null when the read ended before the older bound: the gap is longer than the read', () => {
    const gap = { newer: row('Bo'), older: row('Ed') };
    expect(rowsBetween([row('Bo'), row('Cy'), row('Di')], gap, byName)).toBeNull();
  });
});

describe('mayHaveMore', () => {
  it('before any later page: only when the live page is full', () => {
    expect(mayHaveMore(50, 50, null)).toBe(true);
    expect(mayHaveMore(49, 50, null)).toBe(false);
  });

  it('after a later page (read with the cursor row, page + 1): only when it came back full', () => {
    expect(mayHaveMore(50, 50, 51)).toBe(true);
    expect(mayHaveMore(50, 50, 50)).toBe(false);
    expect(mayHaveMore(50, 50, 1)).toBe(false);
  });
});

describe('compareCodeUnits', () => {
  it('puts capitals before lower case, like Firestore (not locale collation)', () => {
    expect(['b', 'B', 'a', 'A'].sort(compareCodeUnits)).toEqual(['A', 'B', 'a', 'b']);
  });
});
