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
      let synced = false;
      return onSnapshot(
        query(ordered, limit(size)),
        // Metadata changes too: a page first served from the local cache (another listener's
        // documents, e.g. the world's) and then confirmed unchanged by the server raises no
        // other snapshot, and the read meter must see the server's answer.
        { includeMetadataChanges: true },
        (snap) => {
          // Counted as billed: the server's first result in full, then what it added or
          // changed. Snapshots served from the local cache cost nothing (counting their
          // changes gave 52 for a page of 50 when the cache held part of it first).
          if (!snap.metadata.fromCache) {
            countReads(meter, synced ? snap.docChanges().length : snap.size);
            synced = true;
          }
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
