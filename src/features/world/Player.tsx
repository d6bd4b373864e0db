import { useEffect, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { CapsuleCollider, RigidBody, useRapier, type RapierRigidBody } from '@react-three/rapier';
import { clampToFloor } from '../../domain/positions';
import { desiredStep, useMovementKeys } from '../movement';
import type { WorldState } from './worldState';

type KinematicCharacterController = ReturnType<
  ReturnType<typeof useRapier>['world']['createCharacterController']
>;

const CAPSULE_RADIUS = 0.35;
const CAPSULE_HALF_HEIGHT = 0.3;
const BODY_Y = CAPSULE_HALF_HEIGHT + CAPSULE_RADIUS;
/**
 * Frames longer than this (a background tab coming back) are not integrated in one jump. Slow
 * software renderers run at a few frames per second, so the cap is generous; the character
 * controller sweeps the capsule along the whole step, so long steps do not tunnel.
 */
const MAX_DT = 0.5;

/**
 * The local player: a kinematic capsule moved by a Rapier character controller, so it slides
 * along scenery colliders instead of passing through them.
 */
export function Player({ state }: { state: WorldState }) {
  const body = useRef<RapierRigidBody>(null);
  const { world } = useRapier();
  const controller = useRef<KinematicCharacterController | null>(null);
  useMovementKeys(state.input);

  useEffect(() => {
    const created = world.createCharacterController(0.02);
    created.setSlideEnabled(true);
    controller.current = created;
    return () => {
      world.removeCharacterController(created);
      controller.current = null;
    };
  }, [world]);

  useFrame((_, frameDt) => {
    const rigid = body.current;
    const collider = rigid?.collider(0);
    if (!rigid || !collider || !controller.current) return;
    const dt = Math.min(frameDt, MAX_DT);
    const { player } = state;
    const step = desiredStep(state.input, player, dt);
    if (step.heading === null) {
      player.moving = false;
      return;
    }
    controller.current.computeColliderMovement(collider, {
      x: step.delta.x,
      y: 0,
      z: step.delta.y,
    });
    const moved = controller.current.computedMovement();
    player.x = clampToFloor(player.x + moved.x);
    player.y = clampToFloor(player.y + moved.z);
    player.angle = step.heading;
    player.moving = Math.hypot(moved.x, moved.z) > 1e-4;
    rigid.setNextKinematicTranslation({ x: player.x, y: BODY_Y, z: player.y });
  });

  return (
    <RigidBody
      ref={body}
      type="kinematicPosition"
      colliders={false}
      position={[state.player.x, BODY_Y, state.player.y]}
    >
      <CapsuleCollider args={[CAPSULE_HALF_HEIGHT, CAPSULE_RADIUS]} />
    </RigidBody>
  );
}
