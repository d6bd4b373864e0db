import { useFrame } from '@react-three/fiber';
import { Vector3 } from 'three';
import { motionReduced } from '../../ui/reducedMotion';
import type { WorldState } from './worldState';

/** Camera offsets for zoom 0 (far), 0.5 and 1 (near); a fixed angle looking north. */
const FAR = new Vector3(0, 15, 14);
const NEAR = new Vector3(0, 3, 4.5);
/** Closer than this (1 cm, squared) the camera counts as in place. */
const SETTLED_SQUARED = 1e-4;
const offset = new Vector3();
const goal = new Vector3();
const lookAt = new Vector3();

export function CameraRig({ state }: { state: WorldState }) {
  useFrame(({ camera }, dt) => {
    offset.lerpVectors(FAR, NEAR, state.zoom);
    goal.set(state.player.x, 0, state.player.y).add(offset);
    // Exponential smoothing: frame-rate independent follow; none when motion is reduced.
    camera.position.lerp(goal, motionReduced() ? 1 : 1 - Math.exp(-dt * 6));
    state.cameraMoving = camera.position.distanceToSquared(goal) > SETTLED_SQUARED;
    lookAt.set(camera.position.x, 0.8, camera.position.z - offset.z);
    camera.lookAt(lookAt);
  });
  return null;
}
