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

/**
 * Counts a position document in (+1) or out (-1) of its room's head count, flips the room's
 * mode (fast writes, dense) when the count crosses a threshold, and makes sure a dense room has
 * a ticker running. The count is an increment in a document no client reads, so a crowd
 * arriving at once neither queues on a transaction nor makes every reader pay for every
 * arrival; while a room is dense, its ticker sets the mode from its exact view of the room.
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
  const count = Math.max(0, Number((await ref.get()).get('count')) || 0);
  const mode = await updateRoomMode(db, eventId, roomId, count);
  if (mode.dense) await requestTickerRunIfIdle(db, eventId, roomId, now);
}
