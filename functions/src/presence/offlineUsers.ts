import { Timestamp } from 'firebase-admin/firestore';
import { PRESENCE } from '../../../src/domain/constants';
import { isStale } from '../../../src/domain/presence';
import { db } from '../shared/admin';
import { readOwnShares, writeOffline } from './offlineWrite';
import { eventDoc, eventUserDoc } from '../../../src/domain/protocol/paths';

const keepAliveMs = (value: unknown): number | null =>
  value instanceof Timestamp ? value.toMillis() : null;

/**
 * Marks offline those of `uids` whose keep-alive is stale (2 minutes without one: a crashed
 * tab or a lost network), and removes their position from the room they were in, so the
 * attendees list and the world agree (a talk's hand and floor and their screen shares go too:
 * writeOffline). Each user is decided inside a transaction, so a keep-alive that lands meanwhile
 * wins. Returns who was marked offline.
 */
export function markOfflineIfStale(
  eventId: string,
  uids: readonly string[],
  nowMs: number,
): Promise<string[]> {
  return markOffline(eventId, uids, (keepAlive) => isStale(keepAlive, nowMs));
}

/**
 * Marks offline those of `uids` who are online and for whom `decide` (given their last
 * keep-alive in ms) says so, removing their position the same way; an event admin's 'Set
 * offline' decides yes for one user. Returns who was marked offline.
 */
export async function markOffline(
  eventId: string,
  uids: readonly string[],
  decide: (lastKeepAliveMs: number | null) => boolean,
): Promise<string[]> {
  const offline: string[] = [];
  for (const uid of new Set(uids)) {
    const userRef = db.doc(eventUserDoc(eventId, uid));
    const marked = await db.runTransaction(async (tx) => {
      const user = await tx.get(userRef);
      if (!user.exists || user.get('online') !== true) return false;
      if (!decide(keepAliveMs(user.get('lastKeepAlive')))) return false;
      const [event, shares] = await Promise.all([
        tx.get(db.doc(eventDoc(eventId))),
        readOwnShares(tx, user),
      ]);
      writeOffline(tx, user, event, shares);
      return true;
    });
    if (marked) offline.push(uid);
  }
  return offline;
}

export interface OfflineSweepReport {
  /** Online users found stale. */
  stale: number;
  /** `${eventId}/${uid}` of everyone marked offline. */
  offline: string[];
}

/** Users per sweep: the next sweep takes the rest. */
const SWEEP_BATCH = 500;

/**
 * The scheduled sweep: every online user of every event whose keep-alive is stale is marked
 * offline, so the online set never grows with tabs that crashed while nobody was looking.
 * (Collection-group index users: online, lastKeepAlive in firestore.indexes.json.)
 */
export async function sweepOfflineUsers(nowMs: number): Promise<OfflineSweepReport> {
  const cutoff = Timestamp.fromMillis(nowMs - PRESENCE.staleAfterMs);
  const stale = await db
    .collectionGroup('users')
    .where('online', '==', true)
    .where('lastKeepAlive', '<', cutoff)
    .limit(SWEEP_BATCH)
    .get();
  const byEvent = new Map<string, string[]>();
  for (const user of stale.docs) {
    const event = user.ref.parent.parent;
    if (!event || event.parent.id !== 'events') continue;
    byEvent.set(event.id, [...(byEvent.get(event.id) ?? []), user.id]);
  }
  const report: OfflineSweepReport = { stale: stale.size, offline: [] };
  for (const [eventId, uids] of byEvent) {
    const offline = await markOfflineIfStale(eventId, uids, nowMs);
    report.offline.push(...offline.map((uid) => `${eventId}/${uid}`));
  }
  return report;
}
