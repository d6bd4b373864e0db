import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PagedSource } from '../data/pagedQuery';
import { mayHaveMore, mergePages, pushedOff, rowsBetween, skippedBetween } from './pagedList';

export interface PagedList<T> {
  items: T[];
  /** The live first page has arrived. */
  loaded: boolean;
  /** Another page may follow (the list's length is not known yet). */
  more: boolean;
  loadingMore: boolean;
  error: string | null;
  /** Reads the next page (after the last row shown); ignored while one is on its way. */
  loadMore: () => void;
  /** Applies an action's outcome to the rows at once (later pages are not listened to). */
  patch: (key: string, change: (item: T) => T | null) => void;
}

interface Options<T> {
  pageSize: number;
  key: (item: T) => string;
  compare: (a: T, b: T) => number;
}

/** How many pages of rows a listener that fell behind may have skipped and still be read back. */
const GAP_READ_PAGES = 4;

const message = (failure: unknown) =>
  failure instanceof Error ? failure.message : String(failure);

/** A list read through a PagedSource: the first page live, later pages once, on demand. */
export function usePagedList<T>(
  source: PagedSource<T> | null,
  { pageSize, key, compare }: Options<T>,
): PagedList<T> {
  const [live, setLive] = useState<T[] | null>(null);
  const [later, setLater] = useState<T[]>([]);
  const [lastLaterPage, setLastLaterPage] = useState<number | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Bumped when the source changes, so a page that arrives for the old source is dropped.
  const generation = useRef(0);
  // Bumped when the later pages are dropped too (and with the source), so a read begun before
  // cannot put rows back below a hole.
  const laterEpoch = useRef(0);
  const fetching = useRef(false);
  // From the first 'load earlier' on, rows new ones push off the live page are kept, also while
  // that page is still on its way (it starts AT the live page's last row then, so rows pushed
  // off meanwhile are in neither).
  const keepFallen = useRef(false);

  useEffect(() => {
    generation.current += 1;
    laterEpoch.current += 1;
    fetching.current = false;
    keepFallen.current = false;
    setLive(null);
    setLater([]);
    setLastLaterPage(null);
    setLoadingMore(false);
    setError(null);
    if (!source) return;
    let previous: T[] = [];
    /**
     * A live page that jumped past the previous one (its listener fell behind) may have skipped
     * rows; with later pages shown they would be a hole, so they are read once. A gap longer
     * than GAP_READ_PAGES pages, or a failed read, drops the later pages instead: the list is
     * then the live page again, whole, and 'load more' goes on from its end.
     */
    const fillGap = (gap: { newer: T; older: T }) => {
      const epoch = laterEpoch.current;
      const dropLater = () => {
        if (epoch !== laterEpoch.current) return;
        laterEpoch.current += 1;
        keepFallen.current = false;
        setLater([]);
        setLastLaterPage(null);
      };
      source.fetchFrom(gap.newer, GAP_READ_PAGES * pageSize + 1).then((read) => {
        if (epoch !== laterEpoch.current) return;
        const skipped = rowsBetween(read, gap, compare);
        if (skipped === null) dropLater();
        else if (skipped.length > 0) setLater((current) => [...skipped, ...current]);
      }, dropLater);
    };
    const onLive = (next: T[]) => {
      const fallen = pushedOff(previous, next, pageSize, key, compare);
      const gap = skippedBetween(previous, next, pageSize, compare);
      previous = next;
      setLive(next);
      // Only once later pages are asked for: alone, the live page is the list (a bounded one).
      if (!keepFallen.current) return;
      if (fallen.length > 0) setLater((current) => [...fallen, ...current]);
      if (gap) fillGap(gap);
    };
    return source.watchFirst(pageSize, onLive, (failure) => setError(message(failure)));
    // key and compare are module-level functions in every caller: they never resubscribe.
  }, [source, pageSize, key, compare]);

  const items = useMemo(
    () => mergePages(live ?? [], later, key, compare),
    [live, later, key, compare],
  );
  const more = live !== null && mayHaveMore(live.length, pageSize, lastLaterPage);
  const last = items[items.length - 1];

  const loadMore = useCallback(() => {
    if (!source || !more || fetching.current || last === undefined) return;
    const mine = generation.current;
    const epoch = laterEpoch.current;
    fetching.current = true;
    keepFallen.current = true;
    setLoadingMore(true);
    // One row more than a page: the cursor row itself comes back first.
    source
      .fetchFrom(last, pageSize + 1)
      .then(
        (page) => {
          if (epoch !== laterEpoch.current) return;
          setLater((current) => [...current, ...page]);
          setLastLaterPage(page.length);
        },
        (failure: unknown) => mine === generation.current && setError(message(failure)),
      )
      .finally(() => {
        if (mine !== generation.current) return;
        fetching.current = false;
        setLoadingMore(false);
      });
  }, [source, more, last, pageSize]);

  const patch = useCallback(
    (target: string, change: (item: T) => T | null) => {
      const apply = (list: T[]) =>
        list.flatMap((item) => {
          if (key(item) !== target) return [item];
          const changed = change(item);
          return changed === null ? [] : [changed];
        });
      setLater(apply);
      setLive((current) => current && apply(current));
    },
    [key],
  );

  return { items, loaded: live !== null, more, loadingMore, error, loadMore, patch };
}
