import { describe, expect, it } from 'vitest';
import { VOICE } from '../constants';
import { connectionPlan, sendsOffer } from './connections';
import type { HeardVoice } from './types';

const near = (id: string): HeardVoice => ({ id, reason: 'near', gain: 0.5, spatial: true });
const none: ReadonlySet<string> = new Set();

describe('connectionPlan', () => {
  it('connects to the voices of the plan, in plan order', () => {
    expect(connectionPlan('me', [near('b'), near('a')], none)).toEqual(['b', 'a']);
  });

  it('also accepts peers who ask, because a connection carries both voices', () => {
    expect(connectionPlan('me', [near('b')], new Set(['c', 'b']))).toEqual(['b', 'c']);
  });

  it('never connects to itself', () => {
    expect(connectionPlan('me', [near('me'), near('a')], new Set(['me']))).toEqual(['a']);
  });

  it('holds at most cap connections, its own plan first', () => {
    const plan = ['a', 'b', 'c'].map(near);
    expect(connectionPlan('me', plan, new Set(['x', 'y']), 4)).toEqual(['a', 'b', 'c', 'x']);
    expect(connectionPlan('me', plan, new Set(['x']), 2)).toEqual(['a', 'b']);
    expect(connectionPlan('me', plan, new Set(['x']), 0)).toEqual([]);
  });

  it('keeps connections already open before taking new askers', () => {
    const askers = new Set(['x', 'y', 'z']);
    expect(connectionPlan('me', [near('a')], askers, 3, new Set(['z']))).toEqual(['a', 'z', 'x']);
  });

  it('chooses among askers by id, whatever the order they asked in', () => {
    expect(connectionPlan('me', [], new Set(['q', 'c', 'k']), 2)).toEqual(['c', 'k']);
    expect(connectionPlan('me', [], new Set(['k', 'q', 'c']), 2)).toEqual(['c', 'k']);
  });

  it('defaults to the voice cap', () => {
    const askers = new Set(Array.from({ length: 20 }, (_, i) => `p${String(i).padStart(2, '0')}`));
    expect(connectionPlan('me', [], askers)).toHaveLength(VOICE.maxHeard);
  });
});

describe('sendsOffer', () => {
  it('lets exactly one side of a pair send the offer', () => {
    expect(sendsOffer('alice', 'bob')).toBe(true);
    expect(sendsOffer('bob', 'alice')).toBe(false);
    expect(sendsOffer('x', 'x')).toBe(false);
  });
});
