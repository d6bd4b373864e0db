import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { REACTION_KEYS } from '../../../src/domain/reactions';

const isReactionKey = (value: unknown): boolean =>
  typeof value === 'string' && (REACTION_KEYS as readonly string[]).includes(value);

const sameInstant = (a: unknown, b: unknown): boolean =>
  a instanceof Timestamp && b instanceof Timestamp && a.isEqual(b);

/**
 * Whether a write of events/{e}/reactions/{uid} is a reaction made: the document holds what
 * firestore.rules lets its owner write ({ reaction: one of REACTION_KEYS, timestamp: the
 * server's time }), so each reaction is a write with a new timestamp, the same reaction again
 * included. A deletion, a malformed document or a write that changes neither is none.
 */
export function isReactionMade(
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): boolean {
  if (!after || !isReactionKey(after.reaction)) return false;
  if (!before) return true;
  return before.reaction !== after.reaction || !sameInstant(before.timestamp, after.timestamp);
}
