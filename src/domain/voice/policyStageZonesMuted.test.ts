// The hearing policy's stage, zone, muted and determinism rules (near voices, the cap and
// hysteresis are in policy.test.ts).
import { describe, expect, it } from 'vitest';
import { VOICE } from '../constants';
import { gainAtDistance } from './gain';
import { planHearing } from './policy';
import { ids, me, none, person, room } from './policyFixtures';

describe('planHearing: the stage', () => {
  it('hears stage speakers from anywhere in the room, at full level, not spatially', () => {
    const speaker = person('s', 1000, 1000, { onStage: true });
    expect(planHearing(me, [speaker], room, none)).toEqual([
      { id: 's', reason: 'stage', gain: 1, spatial: false },
    ]);
  });

  it('a stage speaker nearby is still a stage voice (full level, not near)', () => {
    const speaker = person('s', 104, 100, { onStage: true });
    expect(planHearing(me, [speaker], room, none)[0]).toMatchObject({ reason: 'stage', gain: 1 });
  });

  it('people in a zone hear the stage too', () => {
    const inZone = { ...me, channelId: 'booth' };
    expect(ids(planHearing(inZone, [person('s', 900, 10, { onStage: true })], room, none))).toEqual(
      ['s'],
    );
  });

  it('a stage speaker who stands in a zone is heard by the whole room', () => {
    const speaker = person('s', 900, 10, { onStage: true, channelId: 'booth' });
    expect(ids(planHearing(me, [speaker], room, none))).toEqual(['s']);
    expect(ids(planHearing({ ...me, channelId: 'other' }, [speaker], room, none))).toEqual(['s']);
  });

  it('a listener on stage hears the other speakers and people near', () => {
    const onStage = { ...me, onStage: true };
    const plan = planHearing(
      onStage,
      [person('s', 700, 700, { onStage: true }), person('a', 102, 100)],
      room,
      none,
    );
    expect(plan.map((v) => [v.id, v.reason])).toEqual([
      ['s', 'stage'],
      ['a', 'near'],
    ]);
  });
});

describe('planHearing: channel zones', () => {
  const inBooth = { ...me, channelId: 'booth' };

  it('inside a zone: hears everyone in the same zone at full level, whatever the distance', () => {
    const mate = person('m', 400, 400, { channelId: 'booth' });
    expect(planHearing(inBooth, [mate], room, none)).toEqual([
      { id: 'm', reason: 'zone', gain: 1, spatial: false },
    ]);
  });

  it('inside a zone: hears nobody outside it, not even right beside', () => {
    const others = [person('near', 100.5, 100), person('x', 101, 100, { channelId: 'other' })];
    expect(planHearing(inBooth, others, room, none)).toEqual([]);
  });

  it('outside any zone: does not hear zone members, not even right beside', () => {
    expect(planHearing(me, [person('z', 100.5, 100, { channelId: 'booth' })], room, none)).toEqual(
      [],
    );
  });

  it('ignores hysteresis across a zone edge: leaving the zone stops hearing it at once', () => {
    const mate = person('m', 101, 100, { channelId: 'booth' });
    expect(planHearing(me, [mate], room, new Set(['m']))).toEqual([]);
  });
});

describe('planHearing: muted people', () => {
  it('hears a muted person when a slot is free (their first words after unmuting are heard)', () => {
    const plan = planHearing(me, [person('quiet', 102, 100, { muted: true })], room, none);
    expect(ids(plan)).toEqual(['quiet']);
  });

  it('ranks muted voices after every unmuted one, so a muted crowd cannot crowd out a speaker', () => {
    const mutedCrowd = Array.from({ length: 8 }, (_, i) =>
      person(`m${i}`, 100 + (i + 1) * 0.5, 100, { muted: true }),
    );
    const speaker = person('talker', 114, 100);
    const previous = new Set(mutedCrowd.map((p) => p.id));
    const plan = planHearing(me, [...mutedCrowd, speaker], room, previous);
    expect(plan).toHaveLength(VOICE.maxHeard);
    expect(ids(plan)[0]).toBe('talker');
    expect(ids(plan)).not.toContain('m7');
  });

  it('a muted stage speaker takes no conversation slot from an unmuted near voice', () => {
    const plan = planHearing(
      me,
      [person('s', 900, 900, { onStage: true, muted: true }), person('a', 105, 100)],
      room,
      none,
      1,
    );
    expect(ids(plan)).toEqual(['s', 'a']);
  });

  it('keeps the gain of a muted voice (the engine plays silence, then the voice on unmute)', () => {
    const [voice] = planHearing(me, [person('q', 104, 100, { muted: true })], room, none);
    expect(voice?.gain).toBe(gainAtDistance(4, room));
  });
});

describe('planHearing: determinism', () => {
  it('breaks distance ties by id, whatever the input order', () => {
    // Four people exactly 5 m away, one on each side.
    const square = [
      person('d', 105, 100),
      person('b', 95, 100),
      person('a', 100, 105),
      person('c', 100, 95),
    ];
    expect(ids(planHearing(me, square, room, none, 3))).toEqual(['a', 'b', 'c']);
    expect(ids(planHearing(me, [...square].reverse(), room, none, 3))).toEqual(['a', 'b', 'c']);
  });

  it('gives the same plan for any order of the others', () => {
    const others = [
      person('s', 1, 1, { onStage: true }),
      person('a', 103, 100),
      person('b', 97, 100),
      person('m', 101, 100, { muted: true }),
      person('z', 100, 101, { channelId: 'booth' }),
      person('f', 300, 300),
    ];
    const expected = planHearing(me, others, room, none);
    for (let shift = 1; shift < others.length; shift++) {
      const rotated = [...others.slice(shift), ...others.slice(0, shift)];
      expect(planHearing(me, rotated, room, none)).toEqual(expected);
    }
    expect(ids(expected)).toEqual(['s', 'a', 'b', 'm']);
  });

  it('does not change its inputs', () => {
    const others = Object.freeze([person('b', 103, 100), person('a', 101, 100)]);
    const previous = new Set(['b']);
    planHearing(me, others, room, previous);
    expect(others.map((p) => p.id)).toEqual(['b', 'a']);
    expect([...previous]).toEqual(['b']);
  });
});
