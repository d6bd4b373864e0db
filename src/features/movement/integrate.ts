import {
  headingOf,
  isRunKey,
  keyboardDirection,
  normalise,
  stepTowards,
  walkSpeed,
  type Vec2,
} from '../../domain/movement';
import type { MovementInput } from './inputState';

export interface MovementStep {
  /** Desired displacement this frame, before collisions. */
  delta: Vec2;
  heading: number | null;
  running: boolean;
}

const STILL: MovementStep = { delta: { x: 0, y: 0 }, heading: null, running: false };
/** Closer than this to the held pointer, the avatar stops instead of circling it. */
const STEER_DEAD_ZONE = 0.3;

/**
 * Keys and stick together: their sum, no longer than 1. Keys alone give a unit direction; the
 * stick alone its own length (a part push walks slower). Both are in the same screen-aligned
 * floor axes (the camera looks north), so the stick turns with the view exactly as the keys do.
 */
function manualDirection(input: MovementInput): Vec2 {
  const keys = keyboardDirection(input.keys);
  const sum = { x: keys.x + input.stick.x, y: keys.y + input.stick.y };
  const length = Math.hypot(sum.x, sum.y);
  return length > 1 ? { x: sum.x / length, y: sum.y / length } : sum;
}

/** The displacement wanted this frame from keyboard and stick, held pointer or click target. */
export function desiredStep(input: MovementInput, from: Vec2, dt: number): MovementStep {
  const manual = manualDirection(input);
  const shiftRun = input.shift || [...input.keys].some(isRunKey);
  if (manual.x !== 0 || manual.y !== 0) {
    const running = shiftRun || input.stick.run;
    const speed = walkSpeed(running) * dt;
    return {
      delta: { x: manual.x * speed, y: manual.y * speed },
      heading: headingOf(manual),
      running,
    };
  }
  const running = shiftRun || input.pointerRun;
  if (input.steerPoint) {
    const offset = { x: input.steerPoint.x - from.x, y: input.steerPoint.y - from.y };
    if (Math.hypot(offset.x, offset.y) < STEER_DEAD_ZONE) return STILL;
    const direction = normalise(offset);
    const speed = walkSpeed(running) * dt;
    return {
      delta: { x: direction.x * speed, y: direction.y * speed },
      heading: headingOf(direction),
      running,
    };
  }
  if (input.target) {
    const { position, arrived } = stepTowards(from, input.target, dt, running);
    const delta = { x: position.x - from.x, y: position.y - from.y };
    if (arrived) {
      input.target = null;
      input.pointerRun = false;
    }
    if (delta.x === 0 && delta.y === 0) return STILL;
    return { delta, heading: headingOf(delta), running };
  }
  input.pointerRun = false;
  return STILL;
}
