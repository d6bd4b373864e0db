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
 * The reach the organisers see when several speakers share the stage: the one reaching the
 * fewest (the stage reaches nobody more widely than its least-heard speaker). Null when no
 * speaker's budget is reached, so the overlay keeps the reference's text.
 */
export function narrowestFullReach(reaches: readonly StageReach[]): StageReach | null {
  const full = reaches.filter(stageFull);
  if (full.length === 0) return null;
  return full.reduce((narrowest, reach) => (reach.hearing < narrowest.hearing ? reach : narrowest));
}

/**
 * Over capacity on the p2p engine: a listener refused a place in a stage speaker's audience is
 * 'queued' (the reference's displayed state, with its queue position) for
 * VOICE.overCapacitySwitchMs; then its audio switches to the 'general' channel, the
 * conversation around it, while it keeps its place in the queue.
 */
export function overCapacityPhase(queuedSince: number, now: number): 'queued' | 'general' {
  return now - queuedSince < VOICE.overCapacitySwitchMs ? 'queued' : 'general';
}

/** The stage reach and queue texts (p2p engine). */
export const STAGE_REACH_TEXT = {
  speakerFull: (reach: StageReach) =>
    `You reach ${reach.hearing} of the ${reach.room} people in this room; ` +
    `${reach.waiting.length} ${reach.waiting.length === 1 ? 'is' : 'are'} waiting for a place.`,
  organiserFull: (reach: StageReach) =>
    `The stage reaches ${reach.hearing} of the ${reach.room} people in this room.`,
  needsLiveKit:
    "A larger audience needs the LiveKit voice engine (see 'Voice at scale' in the README).",
  queued: (position: number) =>
    `Waiting for a place in the stage's audience: number ${position + 1} in the queue.`,
  /** `hearing`: how many the speaker reaches, null until its published reach arrives. */
  general: (hearing: number | null, position: number) =>
    `The stage is full: its speaker's browser already sends to ` +
    `${hearing === null ? 'as many people' : `${hearing} people, as many`} as peer-to-peer ` +
    `voice allows. You are number ${position + 1} in the queue and hear the people around you ` +
    'meanwhile.',
} as const;
