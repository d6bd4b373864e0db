/**
 * Pure rules of a paged list whose first page is live and whose later pages were read once:
 * how they combine, and whether another page may follow.
 */

/**
 * The rows to show: live rows win over a later page's copy of the same row (they are fresher),
 * and the union is sorted, because a later page read before someone joined the first page can
 * start before the live page's new end. Each later page starts AT the previous last row, so one
 * row pushed off the live page is still in the next one; more than one are kept by the caller
 * (pushedOff).
 */
export function mergePages<T>(
  live: readonly T[],
  later: readonly T[],
  key: (item: T) => string,
  compare: (a: T, b: T) => number,
): T[] {
  const byKey = new Map<string, T>();
  for (const item of later) byKey.set(key(item), item);
  for (const item of live) byKey.set(key(item), item);
  return [...byKey.values()].sort(compare);
}

/**
 * The rows of the previous live page that newcomers pushed off its end: gone from the new full
 * page and ordered after its last row (a row deleted or filtered out leaves from inside the
 * page's range instead). Once later pages are shown they must be kept beside them: in a busy
 * chat read back a page, ten new messages pushed nine rows into a hole between the live page
 * and the later one (found by the soak, scripts/bench/soak.mjs).
 */
export function pushedOff<T>(
  previous: readonly T[],
  next: readonly T[],
  pageSize: number,
  key: (item: T) => string,
  compare: (a: T, b: T) => number,
): T[] {
  const last = next[next.length - 1];
  if (next.length < pageSize || last === undefined) return [];
  const kept = new Set(next.map(key));
  return previous.filter((item) => !kept.has(key(item)) && compare(item, last) > 0);
}

/**
 * Whether a new full live page may have skipped rows: its last row is ordered after the previous
 * page's first one, so the two pages share nothing and rows between them may never have been in
 * any snapshot. A listener that falls behind (a stalled or reconnected stream) is served only the
 * newest page, so rows that arrived and were pushed off meanwhile are in neither; with later
 * pages shown that is a hole the reader cannot see (found by the soak: 49 messages missing from
 * an open chat on a saturated machine). Gives the two bounding rows, newest first; null when the
 * pages touch or overlap.
 */
export function skippedBetween<T>(
  previous: readonly T[],
  next: readonly T[],
  pageSize: number,
  compare: (a: T, b: T) => number,
): { newer: T; older: T } | null {
  const newer = next[next.length - 1];
  const older = previous[0];
  if (next.length < pageSize || newer === undefined || older === undefined) return null;
  return compare(older, newer) > 0 ? { newer, older } : null;
}

/**
 * The rows strictly between `newer` and `older` from a read that started AT `newer`, or null
 * when that read ended before reaching `older` (the gap is longer than the read).
 */
export function rowsBetween<T>(
  read: readonly T[],
  { newer, older }: { newer: T; older: T },
  compare: (a: T, b: T) => number,
): T[] | null {
  if (!read.some((row) => compare(row, older) >= 0)) return null;
  return read.filter((row) => compare(row, newer) > 0 && compare(row, older) < 0);
}

/**
 * Whether another page may follow. Later pages are read with one row more than a page (the
 * cursor row itself), so a page shorter than that was the end of the list.
 */
export function mayHaveMore(
  liveCount: number,
  pageSize: number,
  lastLaterPage: number | null,
): boolean {
  if (lastLaterPage === null) return liveCount >= pageSize;
  return lastLaterPage > pageSize;
}

/** Orders strings by code unit, as Firestore's ordering does for everything but astral
 * characters (it compares UTF-8 bytes); Intl collation would disagree with the query. */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
