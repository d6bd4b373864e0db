import { describe, expect, it } from 'vitest';
import { VOICE } from '../constants';
import {
  overCapacityPhase,
  queuePositionIn,
  stageAudience,
  stageFull,
  type StageReach,
} from './stageAudience';
import { narrowestFullReach, STAGE_REACH_TEXT } from './stageReachText';

const asking = (...entries: [string, number][]) => new Map(entries);
const none = new Set<string>();

describe('stageAudience: the budget', () => {
  it('admits everyone while the budget allows', () => {
    expect(stageAudience(asking(['a', 1], ['b', 2]), none, 3)).toEqual({
      admitted: ['a', 'b'],
      waiting: [],
    });
  });

  it('admits in the order listeners asked, and queues the rest in that order', () => {
    const result = stageAudience(asking(['late', 30], ['first', 10], ['second', 20]), none, 2);
    expect(result).toEqual({ admitted: ['first', 'second'], waiting: ['late'] });
  });

  it('breaks ties of the same moment by id', () => {
    expect(stageAudience(asking(['b', 5], ['a', 5], ['c', 5]), none, 1)).toEqual({
      admitted: ['a'],
      waiting: ['b', 'c'],
    });
  });

  it('keeps those already served: an earlier asker waits rather than take their place', () => {
    // 'early' asked first but was refused while the places were taken; 'served' holds one.
    const result = stageAudience(asking(['early', 1], ['served', 2]), new Set(['served']), 1);
    expect(result).toEqual({ admitted: ['served'], waiting: ['early'] });
  });

  it('gives a freed place to the first in line', () => {
    const line = asking(['a', 1], ['b', 2], ['c', 3], ['d', 4]);
    const before = stageAudience(line, none, 2);
    expect(before.waiting).toEqual(['c', 'd']);
    line.delete('a');
    expect(stageAudience(line, new Set(before.admitted), 2)).toEqual({
      admitted: ['b', 'c'],
      waiting: ['d'],
    });
  });

  it('forgets the served who stopped asking', () => {
    expect(stageAudience(asking(['b', 2]), new Set(['a', 'b']), 2)).toEqual({
      admitted: ['b'],
      waiting: [],
    });
  });

  it('with fewer places than are held, the latest to have asked give way', () => {
    const held = new Set(['a', 'b', 'c']);
    expect(stageAudience(asking(['a', 1], ['b', 2], ['c', 3]), held, 2)).toEqual({
      admitted: ['a', 'b'],
      waiting: ['c'],
    });
  });

  it('defaults to VOICE.stageBudget; a budget of 0 queues everyone', () => {
    const crowd = asking(...Array.from({ length: 60 }, (_, i): [string, number] => [`p${i}`, i]));
    expect(stageAudience(crowd, none).admitted).toHaveLength(VOICE.stageBudget);
    expect(stageAudience(crowd, none, Number.NaN).admitted).toHaveLength(VOICE.stageBudget);
    expect(stageAudience(crowd, none, 0).waiting).toHaveLength(60);
  });
});

const reach = (
  hearing: number,
  waiting: string[],
  room = hearing + waiting.length,
): StageReach => ({
  speaker: 's',
  hearing,
  waiting,
  room,
});

describe('stage reach', () => {
  it('is full once someone waits', () => {
    expect(stageFull(reach(3, []))).toBe(false);
    expect(stageFull(reach(3, ['x']))).toBe(true);
  });

  it('gives a waiting listener its place in the queue (0 = next)', () => {
    expect(queuePositionIn(reach(2, ['x', 'y']), 'y')).toBe(1);
    expect(queuePositionIn(reach(2, ['x', 'y']), 'z')).toBeNull();
  });

  it('shows organisers the speaker reaching the fewest, and nothing while all are heard', () => {
    expect(narrowestFullReach([reach(5, [])])).toBeNull();
    const narrow = { ...reach(2, ['q']), speaker: 'n' };
    expect(narrowestFullReach([reach(4, ['p']), narrow, reach(9, [])])).toBe(narrow);
  });

  it('says the numbers in words', () => {
    const full = reach(40, ['a', 'b'], 52);
    expect(STAGE_REACH_TEXT.speakerFull(full)).toBe(
      'You reach 40 of the 52 people in this room; 2 are waiting for a place.',
    );
    expect(STAGE_REACH_TEXT.speakerFull(reach(40, ['a'], 41))).toContain('1 is waiting');
    expect(STAGE_REACH_TEXT.organiserFull(full)).toBe(
      'The stage reaches 40 of the 52 people in this room.',
    );
    expect(STAGE_REACH_TEXT.queued(0)).toBe(
      "Waiting for a place in the stage's audience: number 1 in the queue.",
    );
    expect(STAGE_REACH_TEXT.general(40, 1)).toContain('already sends to 40 people');
    expect(STAGE_REACH_TEXT.general(null, 1)).toContain('You are number 2 in the queue');
  });
});

describe('over capacity', () => {
  it('is queued for 3 s, then switches to the general channel', () => {
    expect(VOICE.overCapacitySwitchMs).toBe(3000);
    expect(overCapacityPhase(1000, 1000)).toBe('queued');
    expect(overCapacityPhase(1000, 3999)).toBe('queued');
    expect(overCapacityPhase(1000, 4000)).toBe('general');
  });
});
