import { MOVEMENT } from './constants';

/** Speed factor when walking to a clicked target, by remaining distance (reference table). */
export function targetSpeedFactor(distance: number): number {
  if (distance > 20) return 1.5;
  if (distance > 15) return 1.25;
  if (distance > 5) return 1;
  return 0.75;
}

export interface Vec2 {
  x: number;
  y: number;
}

/** World units per second for a direction of unit length, before the run multiplier. */
export function walkSpeed(running: boolean): number {
  return MOVEMENT.baseMultiplier * (running ? MOVEMENT.runMultiplier : 1);
}

/**
 * Direction (unit vector or zero) from pressed keys. Keys are KeyboardEvent.code values:
 * W/A/S/D or the arrows. Screen "up" is -y on the floor (the camera looks towards -y).
 */
export function keyboardDirection(pressed: ReadonlySet<string>): Vec2 {
  let x = 0;
  let y = 0;
  if (pressed.has('KeyW') || pressed.has('ArrowUp')) y -= 1;
  if (pressed.has('KeyS') || pressed.has('ArrowDown')) y += 1;
  if (pressed.has('KeyA') || pressed.has('ArrowLeft')) x -= 1;
  if (pressed.has('KeyD') || pressed.has('ArrowRight')) x += 1;
  return normalise({ x, y });
}

export function isRunKey(code: string): boolean {
  return code === 'ShiftLeft' || code === 'ShiftRight';
}

export function normalise(v: Vec2): Vec2 {
  const length = Math.hypot(v.x, v.y);
  return length === 0 ? { x: 0, y: 0 } : { x: v.x / length, y: v.y / length };
}

/** Heading (radians about the vertical axis) of a floor direction; 0 faces +y. */
export function headingOf(direction: Vec2): number {
  return Math.atan2(direction.x, direction.y);
}

/**
 * One step towards a clicked target. Returns the new position and whether it arrived.
 * `dt` is in seconds.
 */
export function stepTowards(
  from: Vec2,
  target: Vec2,
  dt: number,
  running: boolean,
): { position: Vec2; arrived: boolean } {
  const dx = target.x - from.x;
  const dy = target.y - from.y;
  const distance = Math.hypot(dx, dy);
  const step = walkSpeed(running) * targetSpeedFactor(distance) * dt;
  if (distance <= step || distance < 1e-6) return { position: { ...target }, arrived: true };
  return {
    position: { x: from.x + (dx / distance) * step, y: from.y + (dy / distance) * step },
    arrived: false,
  };
}

/** Pointer gestures: a press shorter than quickClickMs is a click-to-move. */
export function isQuickClick(pressMs: number): boolean {
  return pressMs < MOVEMENT.quickClickMs;
}

/** A second press within doublePressMs of the previous one makes the avatar run. */
export function isDoublePress(previousPressAt: number | null, now: number): boolean {
  return previousPressAt !== null && now - previousPressAt <= MOVEMENT.doublePressMs;
}
