import { JOYSTICK } from './constants';
import type { Vec2 } from './movement';

/**
 * What an on-screen stick asks of the avatar: a direction on the floor whose length (0..1) is
 * the share of walking speed, and whether it runs. The floor's axes are the screen's (the
 * camera looks north, towards -y, as keyboardDirection says), so screen right is +x and screen
 * down is +y: pushing the stick up walks the way the up arrow does.
 */
export interface StickInput {
  x: number;
  y: number;
  run: boolean;
}

export const STICK_AT_REST: StickInput = Object.freeze({ x: 0, y: 0, run: false });

export interface StickReading {
  stick: StickInput;
  /** Where the knob is drawn, relative to the centre: the pointer, clamped to the rim. */
  knob: Vec2;
}

/**
 * Reads a pointer `offset` (CSS pixels from the stick's centre). Inside the dead zone the stick
 * is at rest; beyond it the speed rises linearly to full at the rim, and from the run threshold
 * on the avatar runs at full speed. Past the rim the knob stays on it.
 */
export function readStick(offset: Vec2, radius: number = JOYSTICK.radiusPx): StickReading {
  const distance = Math.hypot(offset.x, offset.y);
  if (!(radius > 0) || !Number.isFinite(distance) || distance === 0) {
    return { stick: STICK_AT_REST, knob: { x: 0, y: 0 } };
  }
  const reach = Math.min(distance, radius);
  const unit = { x: offset.x / distance, y: offset.y / distance };
  const knob = { x: unit.x * reach, y: unit.y * reach };
  const share = reach / radius;
  if (share < JOYSTICK.deadZone) return { stick: STICK_AT_REST, knob };
  const run = share >= JOYSTICK.runThreshold;
  const magnitude = run ? 1 : (share - JOYSTICK.deadZone) / (1 - JOYSTICK.deadZone);
  return { stick: { x: unit.x * magnitude, y: unit.y * magnitude, run }, knob };
}

/** Whether the stick asks for any movement at all. */
export function isStickAtRest(stick: StickInput): boolean {
  return stick.x === 0 && stick.y === 0;
}
