import { describe, expect, it } from 'vitest';
import { gainAtDistance, pannerOffset } from './gain';
import { roomAudio } from './roomAudio';

const byAttenuation = [0, 0.25, 0.5, 0.75, 1].map((a) => roomAudio({ audioAttenuation: a }));

describe('gainAtDistance', () => {
  it('is full up to 1 m and silent from earshot (rolloff) on', () => {
    for (const room of byAttenuation) {
      expect(gainAtDistance(0, room)).toBe(1);
      expect(gainAtDistance(1, room)).toBe(1);
      expect(gainAtDistance(16, room)).toBe(0);
      expect(gainAtDistance(40, room)).toBe(0);
      expect(gainAtDistance(Infinity, room)).toBe(0);
    }
  });

  it('is full for a negative distance and silent for an unknown one', () => {
    const room = roomAudio();
    expect(gainAtDistance(-3, room)).toBe(1);
    expect(gainAtDistance(Number.NaN, room)).toBe(0);
  });

  it('fades linearly by default: half-way from 1 m to 16 m is half level', () => {
    expect(gainAtDistance(8.5, roomAudio())).toBeCloseTo(0.5);
  });

  it('barely fades with attenuation 0 and fades steeply with attenuation 1', () => {
    const [gentle, , , , steep] = byAttenuation;
    expect(gainAtDistance(8.5, gentle!)).toBeGreaterThan(0.8);
    expect(gainAtDistance(8.5, steep!)).toBeLessThan(0.1);
  });

  it('is ordered by attenuation at every distance between near and earshot', () => {
    for (let d = 1.5; d < 16; d += 0.5) {
      const gains = byAttenuation.map((room) => gainAtDistance(d, room));
      for (let i = 1; i < gains.length; i++) expect(gains[i]).toBeLessThan(gains[i - 1]!);
    }
  });

  it('never rises with distance and has no jumps (continuous)', () => {
    for (const room of [...byAttenuation, roomAudio({ audioRolloff: 4 })]) {
      let last = gainAtDistance(0, room);
      let rises = 0;
      let biggestDrop = 0;
      for (let d = 0; d <= room.rolloff + 1; d += 0.001) {
        const gain = gainAtDistance(d, room);
        if (gain > last || gain < 0) rises++;
        biggestDrop = Math.max(biggestDrop, last - gain);
        last = gain;
      }
      expect(rises).toBe(0);
      // Attenuation 0 is steepest right before earshot: (1 - t)^0.25 over a 1 mm step.
      expect(biggestDrop).toBeLessThan(0.2);
    }
  });

  it('keeps a near zone when the earshot is under 2 m (half the earshot)', () => {
    const tiny = roomAudio({ audioRolloff: 1 });
    expect(gainAtDistance(0.5, tiny)).toBe(1);
    expect(gainAtDistance(0.75, tiny)).toBeCloseTo(0.5);
    expect(gainAtDistance(1, tiny)).toBe(0);
  });
});

describe('pannerOffset', () => {
  const listener = { x: 10, y: 10 };

  it('puts someone east of the listener to the right (+x) and north ahead (-z)', () => {
    expect(pannerOffset(listener, { x: 13, y: 10 })).toEqual({ x: 3, y: 0, z: 0 });
    expect(pannerOffset(listener, { x: 10, y: 6 })).toEqual({ x: 0, y: 0, z: -4 });
  });

  it('puts someone south-west behind and to the left', () => {
    expect(pannerOffset(listener, { x: 8, y: 15 })).toEqual({ x: -2, y: 0, z: 5 });
  });

  it('is the origin for someone on the same spot', () => {
    expect(pannerOffset(listener, listener)).toEqual({ x: 0, y: 0, z: 0 });
  });
});
