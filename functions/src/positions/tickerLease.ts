import type { Firestore } from 'firebase-admin/firestore';
import { roomPaths } from './paths';

/**
 * One ticker per room at a time: a run holds the lease while it ticks and extends it each
 * beat; a run that finds another's live lease stops at once. A lease outlives a beat by a few
 * beats, so a crashed run's room gets a new ticker from the next arrival or departure.
 */
const LEASE_BEATS = 3;

interface Lease {
  runId: string;
  leaseUntil: number;
}

function leaseOf(data: FirebaseFirestore.DocumentData | undefined): Lease {
  return { runId: String(data?.runId ?? ''), leaseUntil: Number(data?.leaseUntil) || 0 };
}

/** Takes or extends the lease for `runId`; false when another run holds a live one. */
export async function holdLease(
  db: Firestore,
  eventId: string,
  roomId: string,
  runId: string,
  now: number,
  beatMs: number,
): Promise<boolean> {
  const ref = db.doc(roomPaths.ticker(eventId, roomId));
  return db.runTransaction(async (tx) => {
    const lease = leaseOf((await tx.get(ref)).data());
    if (lease.runId !== runId && lease.leaseUntil > now) return false;
    tx.set(ref, { runId, leaseUntil: now + LEASE_BEATS * beatMs });
    return true;
  });
}

/** Gives the lease up (only if `runId` still holds it). */
export async function releaseLease(db: Firestore, eventId: string, roomId: string, runId: string) {
  const ref = db.doc(roomPaths.ticker(eventId, roomId));
  await db.runTransaction(async (tx) => {
    if (leaseOf((await tx.get(ref)).data()).runId === runId)
      tx.set(ref, { runId: '', leaseUntil: 0 });
  });
}

/** Starts a ticker run for the room unless one holds a live lease. */
export async function requestTickerRunIfIdle(
  db: Firestore,
  eventId: string,
  roomId: string,
  now: number,
): Promise<void> {
  const lease = leaseOf((await db.doc(roomPaths.ticker(eventId, roomId)).get()).data());
  if (lease.leaseUntil > now) return;
  await requestTickerRun(db, eventId, roomId, now);
}

/** Creates a run request (its trigger runs the ticker). */
export async function requestTickerRun(
  db: Firestore,
  eventId: string,
  roomId: string,
  now: number,
): Promise<void> {
  await db.collection(roomPaths.runs(eventId, roomId)).add({ requestedAt: now });
}
