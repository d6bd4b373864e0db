import type { PositionFields, PositionRecord } from '../../../domain/positionDocs';
import type { RoomMode } from '../../../domain/positions';

export type { RoomMode } from '../../../domain/positions';

/** One listener's news: documents added or changed, and ids that left its result. */
export interface PositionChanges {
  upserts: PositionRecord[];
  removals: string[];
  /** The server has answered: the listener's result is the room, not only the local cache. */
  synced: boolean;
}

export type Unsubscribe = () => void;

/**
 * Everything position sync needs from the backend. The Firestore implementation is
 * firestoreTransport.ts; the unit tests use an in-memory one (memoryTransport.test-helper.ts).
 */
export interface PositionTransport {
  /** Stores the player's own position document (the transport adds the server's time). */
  write(position: PositionFields): Promise<void>;
  /** The room's mode from its head count: fast writes, dense. */
  watchMode(onMode: (mode: RoomMode) => void): Unsubscribe;
  /** Every position of the room (sparse rooms). */
  watchRoom(onChanges: (changes: PositionChanges) => void): Unsubscribe;
  /** The snapshots of `cells` (dense rooms): each changed cell with everyone now in it. */
  watchCells(
    cells: readonly string[],
    onCells: (cells: Map<string, PositionRecord[]>, synced: boolean) => void,
  ): Unsubscribe;
}
