import { describe, expect, it } from 'vitest';
import { VOICE } from '../constants';
import { gainAtDistance } from './gain';
import { planHearing } from './policy';
import { ids, me, none, person, room } from './policyFixtures';
import { roomAudio } from './roomAudio';

describe('planHearing: near voices', () => {
  it('hears others within earshot, spatially, at the distance gain', () => {
    const plan = planHearing(me, [person('a', 103, 104)], room, none);
    expect(plan).toEqual([
      { id: 'a', reason: 'near', gain: gainAtDistance(5, room), spatial: true },
    ]);
  });

  it('does not hear others beyond earshot', () => {
    expect(planHearing(me, [person('far', 100, 116.01)], room, none)).toEqual([]);
  });

  it('hears someone exactly at earshot (silently: gain 0)', () => {
    expect(planHearing(me, [person('edge', 116, 100)], room, none)).toEqual([
      { id: 'edge', reason: 'near', gain: 0, spatial: true },
    ]);
  });

  it('follows the room rolloff', () => {
    const small = roomAudio({ audioRolloff: 5 });
    expect(
      ids(planHearing(me, [person('a', 104, 100), person('b', 106, 100)], small, none)),
    ).toEqual(['a']);
  });

  it('orders voices by distance, nearest first', () => {
    const others = [person('c', 110, 100), person('a', 101, 100), person('b', 100, 105)];
    expect(ids(planHearing(me, others, room, none))).toEqual(['a', 'b', 'c']);
  });

  it('never includes the listener, even if listed among the others', () => {
    expect(ids(planHearing(me, [me, { ...me }, person('a', 101, 100)], room, none))).toEqual(['a']);
  });

  it('ignores people whose position is unknown (NaN)', () => {
    expect(planHearing(me, [person('ghost', Number.NaN, 100)], room, none)).toEqual([]);
  });

  it('counts a duplicated person once', () => {
    expect(
      ids(planHearing(me, [person('a', 101, 100), person('a', 102, 100)], room, none)),
    ).toEqual(['a']);
  });
});

describe('planHearing: the cap', () => {
  const crowd = Array.from({ length: 12 }, (_, i) => person(`p${i}`, 100 + i + 1, 100));

  it('hears at most 8 by default: the 8 nearest', () => {
    expect(ids(planHearing(me, crowd, room, none))).toEqual(
      crowd.slice(0, VOICE.maxHeard).map((p) => p.id),
    );
  });

  it('takes an explicit cap, and a cap of 0 hears nobody', () => {
    expect(planHearing(me, crowd, room, none, 3)).toHaveLength(3);
    expect(planHearing(me, crowd, room, none, 0)).toEqual([]);
    expect(planHearing(me, crowd, room, none, -2)).toEqual([]);
    expect(planHearing(me, crowd, room, none, 2.9)).toHaveLength(2);
    expect(planHearing(me, crowd, room, none, Number.NaN)).toHaveLength(VOICE.maxHeard);
  });

  it('stage voices have a budget of their own: they take no conversation slot', () => {
    const speakers = [
      person('s1', 500, 500, { onStage: true }),
      person('s2', 900, 900, { onStage: true }),
    ];
    const plan = planHearing(me, [...crowd, ...speakers], room, none, 4);
    expect(ids(plan)).toEqual(['s1', 's2', 'p0', 'p1', 'p2', 'p3']);
    expect(planHearing(me, [...crowd, ...speakers], room, none)).toHaveLength(VOICE.maxHeard + 2);
  });

  it('bounds the stage voices by their own cap (unmuted first, then the nearest)', () => {
    const speakers = Array.from({ length: VOICE.maxStageVoices + 2 }, (_, i) =>
      person(`s${i}`, 100, 100 + i + 1, { onStage: true, muted: i === 0 }),
    );
    const plan = planHearing(me, speakers, room, none);
    expect(plan).toHaveLength(VOICE.maxStageVoices);
    expect(ids(plan)).not.toContain('s0');
    expect(ids(planHearing(me, speakers, room, none, 8, 2))).toEqual(['s1', 's2']);
    expect(planHearing(me, speakers, room, none, 8, 0)).toEqual([]);
  });

  it('in a zone, the zone has the conversation budget and the stage its own', () => {
    const inZone = { ...me, channelId: 'booth' };
    const zone = Array.from({ length: 5 }, (_, i) =>
      person(`z${i}`, 100 + i, 101, { channelId: 'booth' }),
    );
    const plan = planHearing(
      inZone,
      [...zone, person('s', 0, 0, { onStage: true })],
      room,
      none,
      3,
    );
    expect(ids(plan)).toEqual(['s', 'z0', 'z1', 'z2']);
  });
});

describe('planHearing: hysteresis on the earshot edge', () => {
  const margin = VOICE.hysteresisMargin;
  const justOut = person('a', 100 + 16 + margin / 2, 100);

  it('does not add someone just beyond earshot', () => {
    expect(planHearing(me, [justOut], room, none)).toEqual([]);
  });

  it('keeps someone already heard until beyond earshot + margin (silent meanwhile)', () => {
    expect(planHearing(me, [justOut], room, new Set(['a']))).toEqual([
      { id: 'a', reason: 'near', gain: 0, spatial: true },
    ]);
    const atMargin = person('a', 100 + 16 + margin, 100);
    expect(ids(planHearing(me, [atMargin], room, new Set(['a'])))).toEqual(['a']);
  });

  it('drops someone already heard once beyond earshot + margin', () => {
    const gone = person('a', 100 + 16 + margin + 0.01, 100);
    expect(planHearing(me, [gone], room, new Set(['a']))).toEqual([]);
  });

  it('does not flap: walking out and back along the edge changes the plan only twice', () => {
    const path = [15, 16.5, 17, 16.2, 17.5, 18.5, 19.2, 18, 17, 16.5, 15.9, 16.4, 17];
    let previous: ReadonlySet<string> = none;
    const heard = path.map((d) => {
      const plan = planHearing(me, [person('a', 100 + d, 100)], room, previous);
      previous = new Set(ids(plan));
      return plan.length === 1;
    });
    // In until past 19 m, out until back within 16 m, then in for the rest of the wobble.
    expect(heard).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
  });

  it('keeps the last slot with the voice already heard when two are about as near', () => {
    const crowd = Array.from({ length: 7 }, (_, i) => person(`p${i}`, 101 + i * 0.1, 100));
    const heardBefore = person('old', 110, 100);
    const newcomer = person('new', 109, 100); // 1 m nearer than 'old', less than the margin
    const previous = new Set([...crowd.map((p) => p.id), 'old']);
    expect(ids(planHearing(me, [...crowd, newcomer, heardBefore], room, previous))).toContain(
      'old',
    );
    // Without a history the nearer one wins.
    expect(ids(planHearing(me, [...crowd, newcomer, heardBefore], room, none))).toContain('new');
    // Clearly nearer (by more than the margin) wins over history.
    const close = person('new', 104, 100);
    expect(ids(planHearing(me, [...crowd, close, heardBefore], room, previous))).toContain('new');
  });
  it('gives the last slot to an audible newcomer over a silent voice kept past earshot', () => {
    const crowd = Array.from({ length: 7 }, (_, i) => person(`p${i}`, 101 + i * 0.1, 100));
    const fading = person('old', 117, 100); // past earshot, kept only by hysteresis
    const newcomer = person('new', 115.5, 100);
    const previous = new Set([...crowd.map((p) => p.id), 'old']);
    const plan = planHearing(me, [...crowd, fading, newcomer], room, previous);
    expect(ids(plan)).toContain('new');
    expect(ids(plan)).not.toContain('old');
  });
});
