import { VOICE } from '../constants';

/**
 * A stage speaker's audience on the p2p engine. A listener hears a stage speaker over a one-way
 * link (the speaker sends, the listener sends nothing), and every such link costs the speaker's
 * browser one Opus encoder and one upload, so a speaker serves at most a budget of one-way
 * listeners (VOICE.stageBudget, measured) beside its conversation. Listeners beyond it wait in
 * the speaker's queue: first come, first served.
 */
export interface StageAudience {
  /** The listeners to send to, within the budget. */
  admitted: string[];
  /** The listeners waiting for a place, first in line first. */
  waiting: string[];
}

/**
 * Who gets the speaker's places. `asking` maps each listener asking for the speaker's stage
 * voice (and not already linked for the speaker's own plan) to when it first asked; `held` are
 * the listeners the speaker already sends to.
 * - Those held keep their place: nobody loses the stage because someone else arrived.
 * - Free places go to the waiting in the order they asked (ties by id, so it is deterministic).
 * - If fewer places exist than are held (a lowered budget), the latest to have asked give way.
 */
export function stageAudience(
  asking: ReadonlyMap<string, number>,
  held: ReadonlySet<string>,
  budget: number = VOICE.stageBudget,
): StageAudience {
  const places = Number.isNaN(budget) ? VOICE.stageBudget : Math.max(0, Math.floor(budget));
  const inLine = [...asking.keys()].sort(
    (a, b) => asking.get(a)! - asking.get(b)! || (a < b ? -1 : a > b ? 1 : 0),
  );
  const admitted = inLine.filter((id) => held.has(id)).slice(0, places);
  const kept = new Set(admitted);
  const waiting: string[] = [];
  for (const id of inLine) {
    if (kept.has(id)) continue;
    if (admitted.length < places && !held.has(id)) admitted.push(id);
    else waiting.push(id);
  }
  return { admitted, waiting };
}

/**
 * What a p2p stage speaker's browser publishes about its audience (src/data/stageReach.ts), so
 * the speaker, the organisers and the listeners waiting see the same truth.
 */
export interface StageReach {
  speaker: string;
  /** Listeners the speaker's voice reaches now (connected links it sends on). */
  hearing: number;
  /** Listeners waiting for a place, first in line first. */
  waiting: readonly string[];
  /** People in the room besides the speaker, as the speaker's browser knows them. */
  room: number;
}

/** The budget is reached: someone in the room waits for the stage. */
export function stageFull(reach: StageReach): boolean {
  return reach.waiting.length > 0;
}

/** Position in the speaker's queue (0 = next), or null when `listener` is not waiting. */
export function queuePositionIn(reach: StageReach, listener: string): number | null {
  const index = reach.waiting.indexOf(listener);
  return index < 0 ? null : index;
}

/**
 * Over capacity on the p2p engine: a listener refused a place in a stage speaker's audience is
 * 'queued' (the reference's displayed state, with its queue position) for
 * VOICE.overCapacitySwitchMs; then its note says it is on the 'general' channel, the
 * conversation around it (which it heard all along), while it keeps its place in the queue.
 */
export function overCapacityPhase(queuedSince: number, now: number): 'queued' | 'general' {
  return now - queuedSince < VOICE.overCapacitySwitchMs ? 'queued' : 'general';
}

/** The speaker's own reach past the budget, instead of 'the whole room hears you'. */
export function speakerReachText(reach: StageReach): string {
  return (
    `You reach ${reach.hearing} of the ${reach.room} people in this room; ` +
    `${reach.waiting.length} ${reach.waiting.length === 1 ? 'is' : 'are'} waiting for a place.`
  );
}
