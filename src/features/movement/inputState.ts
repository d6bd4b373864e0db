import { isStickAtRest, STICK_AT_REST, type StickInput } from '../../domain/joystick';
import { isDoublePress, isQuickClick, type Vec2 } from '../../domain/movement';

/**
 * Movement intent gathered from the keyboard, the pointer and the on-screen stick. Mutated by DOM listeners and read
 * every frame (never React state).
 */
export interface MovementInput {
  keys: Set<string>;
  shift: boolean;
  /** The floor point under a held pointer: the avatar steers towards it. */
  steerPoint: Vec2 | null;
  pointerDownAt: number | null;
  lastPressAt: number | null;
  /** Set by a second press within the double-press window; cleared when movement stops. */
  pointerRun: boolean;
  /** A click-to-move destination. */
  target: Vec2 | null;
  /** The on-screen joystick (mobile layout): at rest unless a finger holds it. */
  stick: StickInput;
}

export function createMovementInput(): MovementInput {
  return {
    keys: new Set(),
    shift: false,
    steerPoint: null,
    pointerDownAt: null,
    lastPressAt: null,
    pointerRun: false,
    target: null,
    stick: STICK_AT_REST,
  };
}

/** Pointer pressed on the floor at `point`. */
export function pressPointer(input: MovementInput, point: Vec2, now: number): void {
  input.pointerRun = isDoublePress(input.lastPressAt, now);
  input.lastPressAt = now;
  input.pointerDownAt = now;
  input.steerPoint = { ...point };
}

export function movePointer(input: MovementInput, point: Vec2): void {
  if (input.pointerDownAt !== null) input.steerPoint = { ...point };
}

/** Pointer released: a quick click (< 400 ms) sets a destination, a long hold just stops. */
export function releasePointer(input: MovementInput, point: Vec2 | null, now: number): void {
  if (input.pointerDownAt === null) return;
  const quick = isQuickClick(now - input.pointerDownAt);
  input.target = quick ? { ...(point ?? input.steerPoint ?? { x: 0, y: 0 }) } : null;
  input.pointerDownAt = null;
  input.steerPoint = null;
}

/** Keyboard movement cancels click-to-move. */
export function pressKey(input: MovementInput, code: string): void {
  input.keys.add(code);
  input.target = null;
}

export function releaseKey(input: MovementInput, code: string): void {
  input.keys.delete(code);
}

/** The joystick moved (or was released: STICK_AT_REST). Pushing it cancels click-to-move. */
export function setStick(input: MovementInput, stick: StickInput): void {
  input.stick = stick;
  if (!isStickAtRest(stick)) input.target = null;
}
