import { describe, expect, it } from 'vitest';
import {
  createMovementInput,
  pressKey,
  pressPointer,
  releaseKey,
  releasePointer,
} from './inputState';
import { desiredStep } from './integrate';

const origin = { x: 100, y: 100 };

describe('movement input', () => {
  it('walks with keys and runs 1.5x with shift', () => {
    const input = createMovementInput();
    pressKey(input, 'KeyD');
    const walk = desiredStep(input, origin, 1);
    expect(walk.delta.x).toBeCloseTo(3.25);
    expect(walk.running).toBe(false);
    input.shift = true;
    expect(desiredStep(input, origin, 1).delta.x).toBeCloseTo(4.875);
    releaseKey(input, 'KeyD');
    expect(desiredStep(input, origin, 1).heading).toBeNull();
  });

  it('a quick click sets a target the avatar walks to, with the distance speed table', () => {
    const input = createMovementInput();
    pressPointer(input, { x: 130, y: 100 }, 1000);
    releasePointer(input, { x: 130, y: 100 }, 1200);
    expect(input.target).toEqual({ x: 130, y: 100 });
    const step = desiredStep(input, origin, 1);
    expect(step.delta.x).toBeCloseTo(3.25 * 1.5); // 30 units away: factor 1.5
  });

  it('a long press steers but leaves no target behind', () => {
    const input = createMovementInput();
    pressPointer(input, { x: 100, y: 120 }, 1000);
    const step = desiredStep(input, origin, 1);
    expect(step.delta.y).toBeCloseTo(3.25);
    releasePointer(input, null, 1500);
    expect(input.target).toBeNull();
    expect(desiredStep(input, origin, 1).heading).toBeNull();
  });

  it('a second press within 500 ms runs', () => {
    const input = createMovementInput();
    pressPointer(input, { x: 100, y: 150 }, 1000);
    releasePointer(input, { x: 100, y: 150 }, 1100);
    pressPointer(input, { x: 100, y: 150 }, 1400);
    expect(input.pointerRun).toBe(true);
    expect(desiredStep(input, origin, 1).running).toBe(true);
    pressPointer(input, { x: 100, y: 150 }, 3000);
    expect(input.pointerRun).toBe(false);
  });

  it('keyboard movement cancels a click target', () => {
    const input = createMovementInput();
    pressPointer(input, { x: 130, y: 100 }, 0);
    releasePointer(input, { x: 130, y: 100 }, 100);
    pressKey(input, 'KeyW');
    expect(input.target).toBeNull();
  });

  it('stops on arrival', () => {
    const input = createMovementInput();
    input.target = { x: 100.5, y: 100 };
    const step = desiredStep(input, origin, 1);
    expect(step.delta.x).toBeCloseTo(0.5);
    expect(input.target).toBeNull();
  });
});
