import { stageFull, speakerReachText, type StageReach } from './stageAudience';

/*
 * The p2p stage's texts and the organisers' view of it: a module of its own so that they load
 * with the stage's notes (features/voice stageParts, a lazy chunk), not on the walk path.
 */

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

/** The stage reach and queue texts (p2p engine). */
export const STAGE_REACH_TEXT = {
  speakerFull: speakerReachText,
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
