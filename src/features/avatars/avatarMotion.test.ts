import { describe, expect, it } from 'vitest';
import { getAnimal } from '../../domain/avatars/animals';
import {
  bodyLift,
  limbSwing,
  phaseFromId,
  poseScale,
  SPEAKING_SCALE,
  tailWag,
} from './avatarMotion';

const idle = getAnimal('dog').look.idle;

describe('avatar motion', () => {
  it('derives a stable phase per id in [0, 2π)', () => {
    expect(phaseFromId('alice')).toBe(phaseFromId('alice'));
    expect(phaseFromId('alice')).not.toBe(phaseFromId('bob'));
    for (const id of ['', 'a', 'some-long-user-id-1234567890']) {
      expect(phaseFromId(id)).toBeGreaterThanOrEqual(0);
      expect(phaseFromId(id)).toBeLessThan(Math.PI * 2);
    }
  });

  it('bobs gently at rest and bounces while walking, never below the floor', () => {
    for (let t = 0; t < 3; t += 0.05) {
      const still = bodyLift(idle, false, t, 1, 1);
      expect(still).toBeGreaterThanOrEqual(0);
      expect(still).toBeLessThanOrEqual(idle.bobAmplitude + 1e-9);
      const walking = bodyLift(idle, true, t, 1, 1);
      expect(walking).toBeGreaterThanOrEqual(0);
      expect(walking).toBeLessThan(0.05);
    }
  });

  it('swings limbs only while moving, opposite phases in opposition', () => {
    expect(limbSwing(false, 1.23, 0, 0)).toBe(0);
    const a = limbSwing(true, 0.1, 0, 0);
    const b = limbSwing(true, 0.1, 0, Math.PI);
    expect(a).not.toBe(0);
    expect(a).toBeCloseTo(-b);
  });

  it('wags within the species amplitude', () => {
    for (let t = 0; t < 2; t += 0.1) {
      expect(Math.abs(tailWag(idle, false, t, 0, 1))).toBeLessThanOrEqual(idle.wag + 1e-9);
    }
  });

  it('draws a speaking avatar 1.25 times larger', () => {
    expect(SPEAKING_SCALE).toBe(1.25);
    expect(poseScale(true)).toBe(1.25);
    expect(poseScale(false)).toBe(1);
    expect(poseScale(undefined)).toBe(1);
  });
});
