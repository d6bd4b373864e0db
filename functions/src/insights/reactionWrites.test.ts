import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { isReactionMade } from './reactionWrites';

const at = (ms: number) => Timestamp.fromMillis(ms);

describe('isReactionMade', () => {
  it('counts a first reaction, another one, and the same one again at a new time', () => {
    expect(isReactionMade(undefined, { reaction: 'wave', timestamp: at(1) })).toBe(true);
    const before = { reaction: 'wave', timestamp: at(1) };
    expect(isReactionMade(before, { reaction: 'clap', timestamp: at(1) })).toBe(true);
    expect(isReactionMade(before, { reaction: 'wave', timestamp: at(2) })).toBe(true);
  });

  it('counts no deletion, no unchanged write and nothing malformed', () => {
    const before = { reaction: 'wave', timestamp: at(1) };
    expect(isReactionMade(before, undefined)).toBe(false);
    expect(isReactionMade(before, { reaction: 'wave', timestamp: at(1) })).toBe(false);
    for (const reaction of ['boo', '', 'wave:3', 7, null]) {
      expect(isReactionMade(undefined, { reaction, timestamp: at(2) })).toBe(false);
    }
  });
});
