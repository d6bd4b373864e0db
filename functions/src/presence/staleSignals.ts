import { Timestamp } from 'firebase-admin/firestore';
import { PRESENCE } from '../../../src/domain/constants';
import { db } from '../shared/admin';

/**
 * Signals deleted per batch, and batches per collection group and sweep: a larger backlog waits
 * for the next sweep.
 */
const BATCH = 500;
const MAX_BATCHES = 20;

export interface SignalSweepReport {
  /** Paths of the signals deleted. */
  deleted: string[];
}

/** The signal collections of an event: voice (src/data/voiceSignals.ts) and screen shares'. */
const SIGNALS = ['signals', 'shareSignals'] as const;

/**
 * Deletes voice signals (events/{e}/signals) and screen-share signals (events/{e}/shareSignals,
 * src/domain/share.ts) sent over a stale window ago. A live tab reads and deletes each signal
 * addressed to it within seconds (src/data/voiceSignals.ts), so one that old was addressed to a
 * tab that died or lost its network; its peer has long given up (retries stop after 5 attempts
 * 2 s apart; a share's viewer asks again every SHARE.askAgainMs with a new signal). Without the
 * sweep they would stay for ever. (Collection-group indexes signals.at and shareSignals.at in
 * firestore.indexes.json.)
 */
export async function sweepStaleSignals(nowMs: number): Promise<SignalSweepReport> {
  const cutoff = Timestamp.fromMillis(nowMs - PRESENCE.staleAfterMs);
  const deleted: string[] = [];
  for (const group of SIGNALS) deleted.push(...(await sweepGroup(group, cutoff)));
  return { deleted };
}

/** One collection group's stale signals, in batches; returns the paths deleted. */
async function sweepGroup(group: string, cutoff: Timestamp): Promise<string[]> {
  const deleted: string[] = [];
  for (let round = 0; round < MAX_BATCHES; round++) {
    const stale = await db.collectionGroup(group).where('at', '<', cutoff).limit(BATCH).get();
    const signals = stale.docs.filter((signal) => signal.ref.parent.parent?.parent.id === 'events');
    if (signals.length === 0) break;
    const batch = db.batch();
    for (const signal of signals) batch.delete(signal.ref);
    await batch.commit();
    deleted.push(...signals.map((signal) => signal.ref.path));
    if (stale.size < BATCH) break;
  }
  return deleted;
}
