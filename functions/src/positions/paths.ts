import {
  cellsCollection,
  positionsCollection,
  roomCountsCollection,
  roomPresenceDoc,
} from '../../../src/domain/protocol/paths';

/** Where the positions functions keep a room's head count, ticker lease, runs and snapshots. */
export const roomPaths = {
  positions: positionsCollection,
  cells: cellsCollection,
  /** What readers listen to: { fast, dense }, written only when a flag flips. */
  mode: roomPresenceDoc,
  /** The last head count { count }: members read it (src/domain/occupancy.ts). */
  count: (eventId: string, roomId: string) => `${roomCountsCollection(eventId)}/${roomId}`,
  /** The ticker lease: { runId, leaseUntil } (server only). */
  ticker: (eventId: string, roomId: string) => `events/${eventId}/roomTickers/${roomId}`,
  /** A run request: creating a document here starts a ticker run (runRoomTicker.ts). */
  runs: (eventId: string, roomId: string) => `events/${eventId}/roomTickers/${roomId}/runs`,
};
