import { isStickAtRest } from '../../domain/joystick';
import { REACTION_TIMING } from '../../domain/reactions';
import type { MovementInput } from '../movement';
import type { WorldState } from './worldState';

/**
 * Whether the world is changing on screen now, so a throttled renderer (FrameCap) draws at its
 * full rate; when nothing moves it draws a few frames a second, which still brings in anything
 * this does not see (a bubble, a speaking ring, someone arriving) within a fraction of a second.
 * `now` is on the frame clock (performance.now), as remote glides are.
 */
export function worldIsBusy(state: WorldState, now: number): boolean {
  if (inputActive(state.input) || state.player.moving || state.cameraMoving) return true;
  if (bubbleShowing(state.player.reactionAt, now)) return true;
  for (const remote of state.remotes.values()) {
    if (bubbleShowing(remote.reactionAt, now)) return true;
    const gliding = now - remote.startedAt < remote.duration;
    if (gliding && (remote.fromX !== remote.toX || remote.fromY !== remote.toY)) return true;
    if (gliding && remote.fromAngle !== remote.toAngle) return true;
  }
  return false;
}

/** A reaction bubble grows in and is drawn over its avatar, frame by frame, until it hides. */
function bubbleShowing(reactionAt: number | null, now: number): boolean {
  return reactionAt !== null && now - reactionAt < REACTION_TIMING.hideAfterMs;
}

/** A key held, a pointer held on the floor, a click-to-move destination or the stick pushed. */
export function inputActive(input: MovementInput): boolean {
  return (
    input.keys.size > 0 ||
    input.steerPoint !== null ||
    input.target !== null ||
    !isStickAtRest(input.stick)
  );
}
