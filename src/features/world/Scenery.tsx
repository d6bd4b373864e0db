import { useMountedResource } from '../../ui/useMountedResource';
import { buildSceneryGeometry, type PlacedScenery } from './sceneryGeometry';

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
