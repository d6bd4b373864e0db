import { Timestamp } from 'firebase-admin/firestore';
import { PRESENCE } from '../../../src/domain/constants';
import { db } from '../shared/admin';

/** Signals deleted per batch, and batches per sweep: a larger backlog waits for the next sweep. */
const BATCH = 500;
const MAX_BATCHES = 20;

export interface SignalSweepReport {
  /** Paths of the signals deleted. */
  deleted: string[];
}

/**
 * Deletes voice signals (events/{e}/signals) sent over a stale window ago. A live tab reads and
 * deletes each signal addressed to it within seconds (src/data/voiceSignals.ts), so one that
 * old was addressed to a tab that died or lost its network; its peer has long given up
 * (retries stop after 5 attempts 2 s apart). Without the sweep they would stay for ever.
 * (Collection-group index signals.at in firestore.indexes.json.)
 */
export async function sweepStaleSignals(nowMs: number): Promise<SignalSweepReport> {
  const cutoff = Timestamp.fromMillis(nowMs - PRESENCE.staleAfterMs);
  const deleted: string[] = [];
  for (let round = 0; round < MAX_BATCHES; round++) {
    const stale = await db.collectionGroup('signals').where('at', '<', cutoff).limit(BATCH).get();
    const signals = stale.docs.filter((signal) => signal.ref.parent.parent?.parent.id === 'events');
    if (signals.length === 0) break;
    const batch = db.batch();
    for (const signal of signals) batch.delete(signal.ref);
    await batch.commit();
    deleted.push(...signals.map((signal) => signal.ref.path));
    if (stale.size < BATCH) break;
  }
  return { deleted };
}
