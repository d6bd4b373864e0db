import { FieldValue, type Firestore } from 'firebase-admin/firestore';
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

/** How many times a trigger sets the mode again because the count moved meanwhile. */
const SETTLE_ROUNDS = 5;

/**
 * Counts a position document in (+1) or out (-1) of its room's head count, flips the room's
 * mode (fast writes, dense) when the count crosses a threshold, and makes sure a dense room has
 * a ticker running. The count is an increment in a document no client reads, so a crowd
 * arriving at once neither queues on a transaction nor makes every reader pay for every
 * arrival; while a room is dense, its ticker sets the mode from its exact view of the room.
 *
 * Triggers run side by side: one that read the count before another's increment can write its
 * mode after the other's, leaving the mode of a count that is gone (an arrival's 'fast'
 * overwritten by an earlier departure's 'slow', until the next arrival). So once the mode is
 * written, the count is read again; if it moved, the mode is set again for the new count. The
 * last trigger to write thus wrote the mode of a count that held after its write.
 */
export async function countPosition(
  db: Firestore,
  eventId: string,
  roomId: string,
  delta: 1 | -1,
  now: number,
): Promise<void> {
  const ref = db.doc(roomPaths.count(eventId, roomId));
  await ref.set({ count: FieldValue.increment(delta) }, { merge: true });
  const readCount = async () => Math.max(0, Number((await ref.get()).get('count')) || 0);
  let count = await readCount();
  let mode = await updateRoomMode(db, eventId, roomId, count);
  for (let round = 0; round < SETTLE_ROUNDS; round++) {
    const after = await readCount();
    if (after === count) break;
    count = after;
    mode = await updateRoomMode(db, eventId, roomId, count);
  }
  if (mode.dense) await requestTickerRunIfIdle(db, eventId, roomId, now);
}
