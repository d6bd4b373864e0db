import type { PositionRecord } from '../../../data/positions';
import type { EventUser } from '../../../data/eventUsers';

/** What the client writes about itself; the transport adds the server's timestamp. */
export interface OwnPosition {
  x: number;
  y: number;
  angle: number;
  interval: number;
  cell: string;
}

/** One listener's news: documents added or changed, and ids that left its result. */
export interface PositionChanges {
  upserts: PositionRecord[];
  removals: string[];
}

export type Unsubscribe = () => void;

/**
 * Everything position sync needs from the backend. The Firestore implementation is
 * firestoreTransport.ts; the unit tests use an in-memory one (memoryTransport.test-helper.ts).
 */
export interface PositionTransport {
  write(position: OwnPosition): Promise<void>;
  /** Positions in any of `cells` of the room. */
  watchCells(cells: readonly string[], onChanges: (changes: PositionChanges) => void): Unsubscribe;
  /** The event's online users (names, animals, rooms, keep-alives, mute). */
  watchPeople(onPeople: (people: readonly EventUser[]) => void): Unsubscribe;
}
