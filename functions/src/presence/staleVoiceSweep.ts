import { Timestamp, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import { staleSessions } from '../../../src/domain/voice/usage';
import { closeSessions, OPEN_CONFERENCES } from '../audio/conferenceStore';
import { db } from '../shared/admin';
import { logVoiceConferenceSweepFailed } from '../shared/log';
import { readOwnShares, writeOffline } from './offlineWrite';
import { eventDoc, eventUserDoc } from '../../../src/domain/protocol/paths';

export interface SweepReport {
  /** Open conferences looked at. */
  conferences: number;
  /** `${eventId}/${uid}` of every session closed. */
  closed: string[];
}

/**
 * Closes the voice sessions of crashed tabs: a person whose keep-alive went stale (the tab
 * stopped sending it without saying goodbye) is taken out of their conference at their last
 * sign of life and marked offline, their position removed with it (writeOffline). The decision
 * is staleSessions() (src/domain/voice/usage.ts), re-taken inside each transaction so a
 * keep-alive that lands during the sweep wins.
 */
export async function sweepStaleVoiceSessions(nowMs: number): Promise<SweepReport> {
  const openConferences = await db.collectionGroup(OPEN_CONFERENCES).get();
  const report: SweepReport = { conferences: openConferences.size, closed: [] };
  for (const conference of openConferences.docs) {
    const eventId = conference.ref.parent.parent?.id;
    if (!eventId) continue;
    try {
      const closed = await sweepConference(eventId, conference.id, nowMs);
      report.closed.push(...closed.map((uid) => `${eventId}/${uid}`));
    } catch (error) {
      // One conference that cannot be swept must not keep the others open.
      logVoiceConferenceSweepFailed(conference.ref.path, error);
    }
  }
  return report;
}

async function sweepConference(eventId: string, alias: string, nowMs: number): Promise<string[]> {
  const userRef = (uid: string) => db.doc(eventUserDoc(eventId, uid));
  const existingUsers = new Map<string, DocumentSnapshot>();
  const shares = new Map<string, DocumentReference[]>();
  let event: DocumentSnapshot | null = null;
  return closeSessions(
    eventId,
    alias,
    async (open, tx) => {
      const uids = Object.keys(open.sessions);
      if (uids.length === 0) return [];
      // The event too, before any write of the transaction, for writeOffline's floor.
      const [users, eventSnap] = await Promise.all([
        tx.getAll(...uids.map(userRef)),
        tx.get(db.doc(eventDoc(eventId))),
      ]);
      event = eventSnap;
      const keepAlive: Record<string, number | null> = {};
      for (const user of users) {
        if (user.exists) existingUsers.set(user.id, user);
        const value: unknown = user.get('lastKeepAlive');
        keepAlive[user.id] = value instanceof Timestamp ? value.toMillis() : null;
      }
      const stale = staleSessions(open.sessions, keepAlive, nowMs);
      // Their screen shares too, still before any write (writeOffline deletes them).
      shares.clear();
      for (const { uid } of stale) {
        const user = existingUsers.get(uid);
        if (user) shares.set(uid, await readOwnShares(tx, user));
      }
      return stale;
    },
    (tx, uids) => {
      for (const uid of uids) {
        const user = existingUsers.get(uid);
        if (user && event) writeOffline(tx, user, event, shares.get(uid) ?? []);
      }
    },
  );
}
