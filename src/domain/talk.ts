/**
 * A talk's questions (issue 32): raised hands and the floor.
 *
 * - A hand is a document of its own, events/{e}/rooms/{r}/hands/{uid} ({ name, raisedAt }),
 *   written and removed by its owner; organisers and stage speakers may remove anyone's. Only
 *   they (and the owner, their own) read hands: the queue is one bounded query, oldest first,
 *   and an attendee listens to nothing that grows with the room. The owner wears `hand: true` on
 *   their position (positionDocs.ts), so the avatars around show it at no extra read.
 * - The floor is eventStage.floor on the event document ({ [uid]: true }, at most
 *   TALK.maxFloor), which every client of the event already listens to. Organisers and stage
 *   speakers give and take it; its holder may end it. A floor holder is heard as a stage
 *   speaker is, from where they stand (voiceWorld.ts), through the stage's links and budget.
 * - A person marked offline loses their hand and the floor (functions/src/presence).
 */

export const TALK = {
  /** People who may hold the floor at once (firestore.rules isValidFloorChange). */
  maxFloor: 2,
  /** Hands an organiser's queue reads at most (firestore.rules hands list). */
  queueLimit: 50,
  /** A hand's stored name, as a position's. */
  nameMax: 48,
} as const;

/** The hand's own texts (the toolbar's button, on the walk path); the floor's are talkFloor.ts's. */
export const TALK_TEXT = {
  raiseHand: 'Raise hand',
  lowerHand: 'Lower hand',
  handShortcut: 'H',
  handRaised: 'Your hand is raised.',
  handLowered: 'Your hand is lowered.',
  raiseRefused: 'Your hand could not be raised: people banned from chat cannot raise a hand.',
  raiseFailed: 'Your hand could not be raised:',
  lowerFailed: 'Your hand could not be lowered:',
} as const;

/** One raised hand as the queue shows it. */
export interface RaisedHand {
  uid: string;
  name: string;
  /** Server time of the raise, ms; null while the owner's write is pending. */
  raisedAt: number | null;
}

/**
 * The ids set to `true` in a stored map ({ uid: true }), sorted; anything else in the map is
 * ignored. The floor's holders, and the stage's participants beside them (data/events.ts).
 */
export function flaggedIds(stored: unknown): string[] {
  if (!stored || typeof stored !== 'object') return [];
  return Object.entries(stored as Record<string, unknown>)
    .filter(([, value]) => value === true)
    .map(([uid]) => uid)
    .sort();
}
