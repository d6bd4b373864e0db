import type { Firestore } from 'firebase-admin/firestore';
import { roomMode, type RoomMode } from '../../../src/domain/positions';
import { roomPaths } from './paths';
import { requestTickerRunIfIdle } from './tickerLease';

function sameMode(data: FirebaseFirestore.DocumentData | undefined, mode: RoomMode): boolean {
  return data?.fast === mode.fast && data?.dense === mode.dense;
}

/** Writes the room's mode for `count` people if a flag flips; returns the mode. */
export async function updateRoomMode(
  db: Firestore,
  eventId: string,
  roomId: string,
  count: number,
): Promise<RoomMode> {
  const ref = db.doc(roomPaths.mode(eventId, roomId));
  const current = (await ref.get()).data();
  const mode = roomMode(count, current?.dense === true);
  if (!sameMode(current, mode)) await ref.set(mode);
  return mode;
}

/**
 * Stores the room's head count when it changed (src/domain/occupancy.ts): members' portals and
 * attendees panels listen to it, so an unchanged count is not written again.
 */
async function storeCount(db: Firestore, eventId: string, roomId: string, count: number) {
  const ref = db.doc(roomPaths.count(eventId, roomId));
  if ((await ref.get()).get('count') !== count) await ref.set({ count });
}

/** How many times a trigger sets the mode again because the head count moved meanwhile. */
const SETTLE_ROUNDS = 5;

/**
 * Counts a room's people after a position document arrived or left, flips the room's mode
 * (fast writes, dense) when the count crosses a threshold, stores the count (members read it:
 * occupancy.ts), and
 * makes sure a dense room has a ticker running. While a room is dense, its ticker also sets the
 * mode from its exact view of the room.
 *
 * The count is the number of position documents, counted by the server (an aggregation: one
 * read per thousand documents, no transaction to queue on when a crowd arrives at once). An
 * increment per trigger drifted: in an emulated run the demo room's count stood at 14 with no
 * position in it, so one visitor alone was over the 10 of the fast interval and wrote slowly.
 *
 * Triggers run side by side: one that counted before another's document arrived or left can
 * write its mode after the other's, leaving the mode of a count that is gone (an arrival's
 * 'fast' overwritten by an earlier departure's 'slow', until the next arrival). So once the mode
 * is written, the room is counted again; if the count moved, the mode is set again for it. The
 * last trigger to write thus wrote the mode of a count that held after its write.
 */
export async function countPosition(
  db: Firestore,
  eventId: string,
  roomId: string,
  now: number,
): Promise<void> {
  const positions = db.collection(roomPaths.positions(eventId, roomId));
  const headCount = async () => (await positions.count().get()).data().count;
  let count = await headCount();
  let mode = await updateRoomMode(db, eventId, roomId, count);
  await storeCount(db, eventId, roomId, count);
  for (let round = 0; round < SETTLE_ROUNDS; round++) {
    const after = await headCount();
    if (after === count) break;
    count = after;
    mode = await updateRoomMode(db, eventId, roomId, count);
    await storeCount(db, eventId, roomId, count);
  }
  if (mode.dense) await requestTickerRunIfIdle(db, eventId, roomId, now);
}
