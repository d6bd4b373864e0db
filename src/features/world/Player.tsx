import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { moveCircle, type CollisionWorld } from '../../domain/collision';
import { desiredStep, useMovementKeys } from '../movement';
import type { WorldState } from './worldState';

/** The avatar's footprint on the floor, in world units. */
const PLAYER_RADIUS = 0.35;
/**
 * Frames longer than this (a background tab coming back) are not integrated in one jump. Slow
 * software renderers run at a few frames per second, so the cap is generous; moveCircle cuts a
 * long step into sub-steps, so it does not tunnel.
 */
const MAX_DT = 0.5;
/** Below this a frame's move counts as standing still (pushing against a wall). */
const STILL_DISTANCE = 1e-4;

/**
 * The local player: moves by the input each frame and slides along the room's colliders
 * (src/domain/collision). Draws nothing: the crowd renders the avatar.
 */
export function Player({ state, collisions }: { state: WorldState; collisions: CollisionWorld }) {
  const moved = useRef({ x: 0, y: 0 });
  useMovementKeys(state.input);

  useFrame((_, frameDt) => {
    const dt = Math.min(frameDt, MAX_DT);
    const { player } = state;
    const step = desiredStep(state.input, player, dt);
    if (step.heading === null) {
      player.moving = false;
      return;
    }
    const end = moveCircle(collisions, player, PLAYER_RADIUS, step.delta, moved.current);
    player.moving = Math.hypot(end.x - player.x, end.y - player.y) > STILL_DISTANCE;
    player.x = end.x;
    player.y = end.y;
    player.angle = step.heading;
  });

  return null;
}
