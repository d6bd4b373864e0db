import { describe, expect, it } from 'vitest';
import { isSpeaking, levelBars, rmsToLevel } from './level';

describe('rmsToLevel', () => {
  it('maps -60..0 dBFS linearly onto 0..100', () => {
    expect(rmsToLevel(1)).toBe(100);
    expect(rmsToLevel(0.001)).toBeCloseTo(0); // -60 dBFS
    expect(rmsToLevel(0.01)).toBeCloseTo(33.33, 1); // -40 dBFS
    expect(rmsToLevel(0.1)).toBeCloseTo(66.67, 1); // -20 dBFS
  });

  it('is 0 for silence, tiny or invalid input and 100 above full scale', () => {
    expect(rmsToLevel(0)).toBe(0);
    expect(rmsToLevel(0.0001)).toBe(0);
    expect(rmsToLevel(-0.5)).toBe(0);
    expect(rmsToLevel(Number.NaN)).toBe(0);
    expect(rmsToLevel(3)).toBe(100);
  });

  it('rises with the amplitude', () => {
    let last = -1;
    for (let rms = 0.0005; rms <= 1; rms *= 1.1) {
      const level = rmsToLevel(rms);
      expect(level).toBeGreaterThanOrEqual(last);
      last = level;
    }
  });
});

describe('levelBars', () => {
  it.each([
    [0, 0],
    [6.99, 0],
    [7, 1],
    [33.9, 1],
    [34, 2],
    [66.9, 2],
    [67, 3],
    [100, 3],
    [Number.NaN, 0],
  ])('level %d lights %d bars', (level, bars) => {
    expect(levelBars(level)).toBe(bars);
  });
});

describe('isSpeaking', () => {
  it('starts at the second bar (34)', () => {
    expect(isSpeaking(10)).toBe(false);
    expect(isSpeaking(33.9)).toBe(false);
    expect(isSpeaking(34)).toBe(true);
    expect(isSpeaking(90)).toBe(true);
  });

  it('flags ordinary speech (-30 dBFS) but not a quiet room (-55 dBFS)', () => {
    expect(isSpeaking(rmsToLevel(10 ** (-30 / 20)))).toBe(true);
    expect(isSpeaking(rmsToLevel(10 ** (-55 / 20)))).toBe(false);
  });
});
