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
  if (state.speakingChangedAt !== null && now - state.speakingChangedAt < SPEAKING_REDRAW_MS)
    return true;
  for (const remote of state.remotes.values()) {
    if (bubbleShowing(remote.reactionAt, now)) return true;
    const gliding = now - remote.startedAt < remote.duration;
    if (gliding && (remote.fromX !== remote.toX || remote.fromY !== remote.toY)) return true;
    if (gliding && remote.fromAngle !== remote.toAngle) return true;
  }
  return false;
}

/**
 * How long a change of who speaks keeps the world busy: a few frames at the full rate, so the
 * ring and the '(speaking)' tag show at once. At the idle rate alone (2 frames a second) a
 * short burst of speech could fall between two frames and never be drawn, and a voice that
 * comes and goes in step with the idle frames (a periodic sound) never would be.
 */
const SPEAKING_REDRAW_MS = 100;

/** Records who speaks now (the voice's speaking poll); a change makes the world busy briefly. */
export function setSpeaking(state: WorldState, ids: ReadonlySet<string>, now: number): void {
  const same = ids.size === state.speaking.size && [...ids].every((id) => state.speaking.has(id));
  if (same) return;
  state.speaking = new Set(ids);
  state.speakingChangedAt = now;
}

/** A reaction bubble grows in and is drawn over its avatar, frame by frame, until it hides. */
function bubbleShowing(reactionAt: number | null, now: number): boolean {
  return reactionAt !== null && now - reactionAt < REACTION_TIMING.hideAfterMs;
}

/** A key held, a pointer held on the floor, a click-to-move destination or the stick pushed. */
function inputActive(input: MovementInput): boolean {
  return (
    input.keys.size > 0 ||
    input.steerPoint !== null ||
    input.target !== null ||
    !isStickAtRest(input.stick)
  );
}
