import { describe, expect, it } from 'vitest';
import { JOYSTICK } from './constants';
import { isStickAtRest, readStick, STICK_AT_REST } from './joystick';
import { keyboardDirection } from './movement';

const R = JOYSTICK.radiusPx;

describe('on-screen joystick', () => {
  it('rests at the centre and inside the dead zone, but the knob still follows', () => {
    expect(readStick({ x: 0, y: 0 })).toEqual({ stick: STICK_AT_REST, knob: { x: 0, y: 0 } });
    const wobble = readStick({ x: R * JOYSTICK.deadZone * 0.9, y: 0 });
    expect(isStickAtRest(wobble.stick)).toBe(true);
    expect(wobble.knob.x).toBeCloseTo(R * JOYSTICK.deadZone * 0.9);
  });

  it('rises from zero past the dead zone to full speed at the rim', () => {
    const justPast = readStick({ x: R * (JOYSTICK.deadZone + 0.01), y: 0 }).stick;
    expect(justPast.x).toBeGreaterThan(0);
    expect(justPast.x).toBeLessThan(0.05);
    const half = readStick({ x: 0, y: (R * (JOYSTICK.deadZone + 1)) / 2 }).stick;
    expect(half.y).toBeCloseTo(0.5);
    expect(half.x).toBeCloseTo(0);
    expect(half.run).toBe(false);
  });

  it('runs at full speed from the run threshold on', () => {
    const rim = readStick({ x: -R * JOYSTICK.runThreshold, y: 0 }).stick;
    expect(rim).toEqual({ x: -1, y: 0, run: true });
    const below = readStick({ x: -R * (JOYSTICK.runThreshold - 0.05), y: 0 }).stick;
    expect(below.run).toBe(false);
    expect(below.x).toBeGreaterThan(-1);
  });

  it('clamps the knob to the rim and the direction to length 1 however far the finger goes', () => {
    const far = readStick({ x: 3 * R, y: 4 * R });
    expect(Math.hypot(far.knob.x, far.knob.y)).toBeCloseTo(R);
    expect(far.knob.x).toBeCloseTo(0.6 * R);
    expect(Math.hypot(far.stick.x, far.stick.y)).toBeCloseTo(1);
    expect(far.stick.x).toBeCloseTo(0.6);
    expect(far.stick.y).toBeCloseTo(0.8);
  });

  it('pushed up it points where the up arrow walks (screen axes are the floor axes)', () => {
    const up = readStick({ x: 0, y: -R }).stick;
    const arrow = keyboardDirection(new Set(['ArrowUp']));
    expect(up.x).toBeCloseTo(arrow.x);
    expect(up.y).toBeCloseTo(arrow.y);
  });

  it('reads nothing from a degenerate radius or offset', () => {
    expect(readStick({ x: 10, y: 0 }, 0).stick).toBe(STICK_AT_REST);
    expect(readStick({ x: Number.NaN, y: 0 }).stick).toBe(STICK_AT_REST);
  });
});
