import { TALK, type RaisedHand } from './talk';

/**
 * The floor's and the queue's texts and decisions (src/domain/talk.ts has the contract): apart
 * from the hand's, because only the lazy chunks of the queue and the floor's notice use them,
 * so the walk path does not carry them.
 */
export const FLOOR_TEXT = {
  floorTitle: 'The floor',
  queueTitle: 'Raised hands',
  queueEmpty: 'No hands raised.',
  giveFloor: 'Give the floor',
  takeFloor: 'Take back the floor',
  floorFull: `At most ${TALK.maxFloor} people can hold the floor at once: take it back from someone first.`,
  done: 'Done',
  actionFailed: 'That did not work:',
  youHaveFloor: 'You have the floor: everyone in this room hears you.',
} as const;

/** "{names} has the floor" / "... have the floor", for the audience's notice and live region. */
export function floorAnnouncement(names: readonly string[]): string {
  if (names.length === 0) return '';
  const list =
    names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${list} ${names.length === 1 ? 'has' : 'have'} the floor.`;
}

/** The queue's order: oldest first; a hand still pending (no server time) last; then by id. */
export function handQueue(hands: Iterable<RaisedHand>): RaisedHand[] {
  const time = (hand: RaisedHand) => hand.raisedAt ?? Number.POSITIVE_INFINITY;
  return [...hands].sort(
    (a, b) => time(a) - time(b) || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0),
  );
}

export type FloorDecision = 'give' | 'holds' | 'full';

/** Whether `uid` can be given the floor now: they hold it already, or it is full. */
export function floorDecision(holders: readonly string[], uid: string): FloorDecision {
  if (holders.includes(uid)) return 'holds';
  return holders.length >= TALK.maxFloor ? 'full' : 'give';
}
