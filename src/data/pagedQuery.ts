import {
  getDocs,
  limit,
  onSnapshot,
  query,
  startAt,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { countReads } from './readMeter';

/**
 * A list read page by page: the first page is listened to live (what the user sees on opening),
 * later pages are read once, each from a cursor. The list's cost is then the pages the user
 * scrolled through, never the size of the collection.
 */
export interface PagedSource<T> {
  watchFirst(
    size: number,
    onItems: (items: T[]) => void,
    onError: (error: Error) => void,
  ): () => void;
  /** Up to `size` items from `cursor` on, the cursor's own position included. */
  fetchFrom(cursor: T, size: number): Promise<T[]>;
}

interface PagedQueryOptions<T> {
  /** Meter name of the reads (dev and bench builds count them). */
  meter: string;
  /** The filtered query with its full ordering (ending with documentId() for a total order). */
  ordered: Query;
  /** The ordered fields' values of an item, in orderBy order, for startAt. */
  cursorOf: (item: T) => unknown[];
  /** Turns a page of documents into items (async when names are read from elsewhere). */
  toItems: (docs: QueryDocumentSnapshot[]) => T[] | Promise<T[]>;
}

export function pagedQuery<T>({
  meter,
  ordered,
  cursorOf,
  toItems,
}: PagedQueryOptions<T>): PagedSource<T> {
  return {
    watchFirst(size, onItems, onError) {
      // toItems may be async: only the newest snapshot's items are delivered.
      let latest = 0;
      return onSnapshot(
        query(ordered, limit(size)),
        (snap) => {
          // A listener is charged for the documents added or changed, not the whole page again.
          countReads(meter, snap.docChanges().length);
          const sequence = ++latest;
          Promise.resolve(toItems(snap.docs)).then(
            (items) => sequence === latest && onItems(items),
            onError,
          );
        },
        onError,
      );
    },
    async fetchFrom(cursor, size) {
      const snap = await getDocs(query(ordered, startAt(...cursorOf(cursor)), limit(size)));
      countReads(meter, snap.size);
      return toItems(snap.docs);
    },
  };
}
