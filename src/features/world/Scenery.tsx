import { CuboidCollider, CylinderCollider, RigidBody } from '@react-three/rapier';
import { useMountedResource } from '../../ui/useMountedResource';
import { buildSceneryGeometry, type PlacedScenery } from './sceneryGeometry';
import type { SceneryCollider } from './useRoomScenery';

/** Colliders are tall enough that the player capsule can never step over them. */
const COLLIDER_HALF_HEIGHT = 1.5;

export function SceneryMesh({ placed }: { placed: readonly PlacedScenery[] }) {
  // Built and disposed by one effect, so a remount never draws a disposed geometry.
  const geometry = useMountedResource(
    () => buildSceneryGeometry(placed),
    (built) => built?.dispose(),
    [placed],
  );
  if (!geometry) return null;
  return (
    <mesh geometry={geometry} name="scenery">
      <meshLambertMaterial vertexColors />
    </mesh>
  );
}

export function SceneryColliders({ colliders }: { colliders: readonly SceneryCollider[] }) {
  return (
    <RigidBody type="fixed" colliders={false}>
      {colliders.map((c, i) =>
        c.physics.shape === 'BOX' ? (
          <CuboidCollider
            key={i}
            position={[c.x, COLLIDER_HALF_HEIGHT, c.y]}
            rotation={[0, c.angle, 0]}
            args={[c.physics.hx ?? 0.5, COLLIDER_HALF_HEIGHT, c.physics.hy ?? 0.5]}
          />
        ) : (
          <CylinderCollider
            key={i}
            position={[c.x, COLLIDER_HALF_HEIGHT, c.y]}
            args={[COLLIDER_HALF_HEIGHT, c.physics.radius ?? 0.5]}
          />
        ),
      )}
    </RigidBody>
  );
}
