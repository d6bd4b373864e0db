import { isStickAtRest } from '../../domain/joystick';
import { REACTION_TIMING } from '../../domain/reactions';
import type { MovementInput } from '../movement';
import type { WorldState } from './worldState';

/**
 * Whether the world has changed on screen since the last frame, so a throttled renderer
 * (FrameCap) draws at its full rate; when nothing moves it draws its idle rate (renderQuality.ts),
 * which still brings in anything this does not see (a name or a mute changed) within a second.
 * `now` and `lastFrameAt` are on the frame clock (performance.now), as remote glides are.
 */
export function worldIsBusy(state: WorldState, now: number, lastFrameAt: number): boolean {
  if (inputActive(state.input) || state.player.moving || state.cameraMoving) return true;
  if (bubbleShowing(state.player.reactionAt, now)) return true;
  // A change no motion shows (who speaks, who arrives or leaves) is owed one frame: a ring, a
  // '(speaking)' tag or a newcomer standing still needs no more. At the idle rate alone a short
  // burst of speech could fall between two frames and never be drawn. (A change of who speaks
  // once kept the world at the full rate for 100 ms: with a voice that comes and goes, such as
  // a test's fake microphone, every world drew three times as often as an idle one.)
  if (state.changedAt !== null && state.changedAt > lastFrameAt) return true;
  for (const remote of state.remotes.values()) {
    if (bubbleShowing(remote.reactionAt, now)) return true;
    const gliding = now - remote.startedAt < remote.duration;
    if (gliding && (remote.fromX !== remote.toX || remote.fromY !== remote.toY)) return true;
    if (gliding && remote.fromAngle !== remote.toAngle) return true;
  }
  return false;
}

/** Records who speaks now (the voice's speaking poll); a change is owed a frame. */
export function setSpeaking(state: WorldState, ids: ReadonlySet<string>, now: number): void {
  const same = ids.size === state.speaking.size && [...ids].every((id) => state.speaking.has(id));
  if (same) return;
  state.speaking = new Set(ids);
  markChanged(state, now);
}

/** Records a change no motion shows (someone arrives or leaves): the renderer owes it a frame. */
export function markChanged(state: Pick<WorldState, 'changedAt'>, now: number): void {
  state.changedAt = now;
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
