import { useEffect, useMemo } from 'react';
import { buildSceneryGeometry, type PlacedScenery } from './sceneryGeometry';

export function SceneryMesh({ placed }: { placed: readonly PlacedScenery[] }) {
  const geometry = useMemo(() => buildSceneryGeometry(placed), [placed]);
  useEffect(() => () => geometry?.dispose(), [geometry]);
  if (!geometry) return null;
  return (
    <mesh geometry={geometry} name="scenery">
      <meshLambertMaterial vertexColors />
    </mesh>
  );
}
