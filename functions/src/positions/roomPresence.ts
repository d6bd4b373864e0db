import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { isDenseRoom } from '../../../src/domain/positions';
import { roomPaths } from './paths';
import { requestTickerRunIfIdle } from './tickerLease';

function needsFix(data: FirebaseFirestore.DocumentData | undefined): boolean {
  const count = Number(data?.count) || 0;
  const dense = data?.dense;
  return count < 0 || typeof dense !== 'boolean' || isDenseRoom(count, dense) !== dense;
}

/**
 * Counts a position document in (+1) or out (-1) of its room's head count, turns the room
 * dense or sparse when the count crosses the thresholds (with hysteresis), and makes sure a
 * dense room has a ticker running. The count is an increment, and the transaction runs only
 * when the density flips, so a crowd arriving at once does not queue on one document; the
 * ticker corrects any drift from its exact view of the room while it runs.
 */
export async function countPosition(
  db: Firestore,
  eventId: string,
  roomId: string,
  delta: 1 | -1,
  now: number,
): Promise<void> {
  const ref = db.doc(roomPaths.presence(eventId, roomId));
  await ref.set({ count: FieldValue.increment(delta) }, { merge: true });
  let data = (await ref.get()).data();
  if (needsFix(data)) {
    data = await db.runTransaction(async (tx) => {
      const current = (await tx.get(ref)).data() ?? {};
      const count = Number(current.count) || 0;
      const dense = isDenseRoom(count, current.dense === true);
      // Only the flag (and a count gone negative) is written: rewriting the count would lose
      // increments that land between this read and the commit.
      tx.set(ref, count < 0 ? { count: 0, dense } : { dense }, { merge: true });
      return { count, dense };
    });
  }
  if (data?.dense === true) await requestTickerRunIfIdle(db, eventId, roomId, now);
}
