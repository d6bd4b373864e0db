import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import type { Mesh } from 'three';
import type { WorldState } from './worldState';

/**
 * A ring on the floor around the room editor's selected object, read from the world state
 * each frame (the editor sets state.marker; no React render is involved).
 */
export function EditorMarker({ state }: { state: WorldState }) {
  const ring = useRef<Mesh>(null);
  useFrame(() => {
    const mesh = ring.current;
    if (!mesh) return;
    const marker = state.marker;
    mesh.visible = marker !== null;
    if (marker) mesh.position.set(marker.x, 0.03, marker.y);
  });
  return (
    // Drawn over everything: the object it marks would hide a ring on the floor.
    <mesh
      ref={ring}
      rotation-x={-Math.PI / 2}
      visible={false}
      renderOrder={10}
      name="editor-marker"
    >
      <ringGeometry args={[1.4, 1.7, 40]} />
      <meshBasicMaterial color="#ff7a00" depthTest={false} transparent opacity={0.9} />
    </mesh>
  );
}
