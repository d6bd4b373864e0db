import { describe, expect, it } from 'vitest';
import { JOYSTICK } from '../../domain/constants';
import { readStick, STICK_AT_REST } from '../../domain/joystick';
import {
  createMovementInput,
  pressKey,
  pressPointer,
  releasePointer,
  setStick,
} from './inputState';
import { desiredStep } from './integrate';

const origin = { x: 100, y: 100 };
const R = JOYSTICK.radiusPx;
/** The stick a finger at `offset` px from the centre makes. */
const finger = (x: number, y: number) => readStick({ x, y }).stick;

describe('the joystick in the movement input', () => {
  it('alone, walks its way at a speed set by how far it is pushed, and runs near the rim', () => {
    const input = createMovementInput();
    setStick(input, finger(0, -R * 0.6)); // up: north, as the up arrow
    const part = desiredStep(input, origin, 1);
    expect(part.delta.x).toBeCloseTo(0);
    expect(part.delta.y).toBeCloseTo(-3.25 * 0.5); // (0.6 - 0.2) / (1 - 0.2) of walking speed
    expect(part.heading).toBeCloseTo(Math.PI);
    expect(part.running).toBe(false);

    setStick(input, finger(R * 2, 0)); // past the rim: full speed, running
    const full = desiredStep(input, origin, 1);
    expect(full.delta.x).toBeCloseTo(3.25 * 1.5);
    expect(full.running).toBe(true);
  });

  it('is camera-relative exactly like the keys: up, right, down and left match the arrows', () => {
    const arrows: [string, number, number][] = [
      ['ArrowUp', 0, -R],
      ['ArrowRight', R * 0.85, 0],
      ['ArrowDown', 0, R * 0.85],
      ['ArrowLeft', -R * 0.85, 0],
    ];
    for (const [code, x, y] of arrows) {
      const keys = createMovementInput();
      pressKey(keys, code);
      const stick = createMovementInput();
      setStick(stick, finger(x, y));
      expect(desiredStep(stick, origin, 1).heading).toBeCloseTo(
        desiredStep(keys, origin, 1).heading!,
      );
    }
  });

  it('with keys, adds up and never exceeds walking speed (or running speed with shift)', () => {
    const input = createMovementInput();
    pressKey(input, 'KeyD');
    setStick(input, finger(0, R * 0.6)); // half a push south
    const both = desiredStep(input, origin, 1);
    expect(both.delta.x).toBeGreaterThan(0);
    expect(both.delta.y).toBeGreaterThan(0);
    expect(Math.hypot(both.delta.x, both.delta.y)).toBeCloseTo(3.25);
    input.shift = true;
    expect(Math.hypot(...Object.values(desiredStep(input, origin, 1).delta))).toBeCloseTo(4.875);

    const opposed = createMovementInput();
    pressKey(opposed, 'KeyD');
    setStick(opposed, finger(-R * 0.6, 0)); // half a push west against the key east
    expect(desiredStep(opposed, origin, 1).delta.x).toBeCloseTo(3.25 * 0.5);
  });

  it('does nothing inside the dead zone', () => {
    const input = createMovementInput();
    setStick(input, finger(R * JOYSTICK.deadZone * 0.5, R * JOYSTICK.deadZone * 0.5));
    expect(desiredStep(input, origin, 1).heading).toBeNull();
  });

  it('released, stops at once; pushed, it cancels a click-to-move destination', () => {
    const input = createMovementInput();
    pressPointer(input, { x: 130, y: 100 }, 0);
    releasePointer(input, { x: 130, y: 100 }, 100);
    expect(input.target).not.toBeNull();
    setStick(input, STICK_AT_REST); // a release alone keeps the destination
    expect(input.target).not.toBeNull();
    setStick(input, finger(0, R));
    expect(input.target).toBeNull();
    expect(desiredStep(input, origin, 1).heading).not.toBeNull();
    setStick(input, STICK_AT_REST);
    const after = desiredStep(input, origin, 1);
    expect(after.heading).toBeNull();
    expect(after.delta).toEqual({ x: 0, y: 0 });
  });
});
