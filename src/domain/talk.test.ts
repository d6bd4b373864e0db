import { describe, expect, it } from 'vitest';
import { flaggedIds, TALK, type RaisedHand } from './talk';
import { floorAnnouncement, floorDecision, handQueue } from './talkFloor';

const hand = (uid: string, raisedAt: number | null): RaisedHand => ({ uid, name: uid, raisedAt });

describe('the raised hands queue', () => {
  it('is oldest first, a pending raise last, equal times by id', () => {
    const order = handQueue([hand('c', 30), hand('p', null), hand('b', 10), hand('a', 10)]);
    expect(order.map((h) => h.uid)).toEqual(['a', 'b', 'c', 'p']);
  });

  it('is empty for no hands', () => {
    expect(handQueue([])).toEqual([]);
  });
});

describe('the floor', () => {
  it('reads only the ids set to true, sorted', () => {
    expect(flaggedIds({ b: true, a: true, c: false, d: 'yes' })).toEqual(['a', 'b']);
    expect(flaggedIds(null)).toEqual([]);
    expect(flaggedIds('a')).toEqual([]);
  });

  it('gives the floor until it is full, and says who holds it already', () => {
    expect(floorDecision([], 'a')).toBe('give');
    expect(floorDecision(['a'], 'a')).toBe('holds');
    const full = Array.from({ length: TALK.maxFloor }, (_, i) => `h${i}`);
    expect(floorDecision(full.slice(0, -1), 'x')).toBe('give');
    expect(floorDecision(full, 'x')).toBe('full');
    expect(floorDecision(full, 'h0')).toBe('holds');
  });

  it('names its holders in a sentence', () => {
    expect(floorAnnouncement([])).toBe('');
    expect(floorAnnouncement(['Ann'])).toBe('Ann has the floor.');
    expect(floorAnnouncement(['Ann', 'Bo'])).toBe('Ann and Bo have the floor.');
    expect(floorAnnouncement(['Ann', 'Bo', 'Cy'])).toBe('Ann, Bo and Cy have the floor.');
  });
});
