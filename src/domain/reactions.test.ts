import { describe, expect, it } from 'vitest';
import {
  NO_REACTION,
  REACTION_TIMING,
  bubbleAt,
  parseWornReaction,
  react,
  reactionForShortcut,
} from './reactions';

describe('reacting', () => {
  it('counts up so the same reaction twice is seen twice', () => {
    const first = react(NO_REACTION, 'wave', 1000)!;
    expect(first.worn).toBe('wave:1');
    const second = react(first, 'wave', 1000 + REACTION_TIMING.duplicateMs)!;
    expect(second.worn).toBe('wave:2');
    expect(react(second, 'heart', 1600)!.worn).toBe('heart:3');
  });
  it('ignores the same reaction again within 500 ms, not a different one', () => {
    const first = react(NO_REACTION, 'clap', 1000)!;
    expect(react(first, 'clap', 1499)).toBeNull();
    expect(react(first, 'thumbsUp', 1100)?.worn).toBe('thumbsUp:2');
  });
});

describe('worn reactions', () => {
  it('reads what a position carries; anything else is none', () => {
    expect(parseWornReaction('heart:12')).toEqual({ key: 'heart', count: 12 });
    for (const worn of ['', 'shrug:1', 'wave', 'wave:x', 7, null, 'wave:1:2']) {
      expect(parseWornReaction(worn)).toBeNull();
    }
  });
});

describe('the bubble', () => {
  it('grows in over 400 ms and is hidden after about 3.65 s', () => {
    expect(bubbleAt(0)).toBe(0);
    expect(bubbleAt(200)).toBeCloseTo(0.5);
    expect(bubbleAt(400)).toBe(1);
    expect(bubbleAt(3649)).toBe(1);
    expect(bubbleAt(3650)).toBeNull();
    expect(bubbleAt(-1)).toBeNull();
  });
  it('does not grow when motion is reduced', () => {
    expect(bubbleAt(0, true)).toBe(1);
    expect(bubbleAt(5000, true)).toBeNull();
  });
});

describe('shortcuts', () => {
  it('maps 1 to 5 to the five reactions', () => {
    expect(['1', '2', '3', '4', '5'].map(reactionForShortcut)).toEqual([
      'wave',
      'clap',
      'heart',
      'thumbsUp',
      'thumbsDown',
    ]);
    expect(reactionForShortcut('6')).toBeNull();
  });
});
