import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  eventUserDoc,
  insightTotalsDoc,
  insightVisitorDoc,
} from '../../../src/domain/protocol/paths';

/** What recordVisit did: a first visit (counted), a later one, or nothing (see below). */
export type VisitOutcome = 'first' | 'again' | 'skipped';

const millisOf = (value: unknown): number | null =>
  value instanceof Timestamp ? value.toMillis() : null;

/**
 * Records that `uid` entered or left a room of the event at `atMs` (the positions triggers
 * call it at every arrival and departure): events/{e}/insightVisitors/{uid} keeps the first
 * and last such time, and the person's first visit raises restricted/insights.uniqueAttendees.
 *
 * In one transaction on the visitor's document, so a redelivered or concurrent arrival finds
 * the document the first one created and counts nobody twice. The times widen, never narrow:
 * triggers may run out of order (a departure's before its arrival's), and each still leaves
 * the earliest and latest time seen.
 *
 * Only someone with an event user document (events/{e}/users/{uid}, which every join writes,
 * bots' included) is recorded: an account's erasure deletes that document together with the
 * positions, and the departures those deletions trigger must not bring back the visitor
 * document the erasure removed (nor count the person a second time).
 */
export async function recordVisit(
  db: Firestore,
  eventId: string,
  uid: string,
  atMs: number,
): Promise<VisitOutcome> {
  // Outside the transaction: it would lock the document every keep-alive writes.
  const joined = await db.doc(eventUserDoc(eventId, uid)).get();
  if (!joined.exists) return 'skipped';
  const visitorRef = db.doc(insightVisitorDoc(eventId, uid));
  const at = Timestamp.fromMillis(atMs);
  return db.runTransaction(async (tx) => {
    const visitor = await tx.get(visitorRef);
    if (!visitor.exists) {
      tx.create(visitorRef, { firstAt: at, lastAt: at });
      tx.set(
        db.doc(insightTotalsDoc(eventId)),
        { uniqueAttendees: FieldValue.increment(1) },
        { merge: true },
      );
      return 'first';
    }
    const firstMs = millisOf(visitor.get('firstAt'));
    const lastMs = millisOf(visitor.get('lastAt'));
    const widened = {
      ...(firstMs === null || atMs < firstMs ? { firstAt: at } : {}),
      ...(lastMs === null || atMs > lastMs ? { lastAt: at } : {}),
    };
    if (Object.keys(widened).length > 0) tx.update(visitorRef, widened);
    return 'again';
  });
}
