import { CanvasTexture, RepeatWrapping, SRGBColorSpace } from 'three';
import type { ThreeEvent } from '@react-three/fiber';
import { FLOOR_SIZE } from '../../domain/constants';
import { useMountedResource } from '../../ui/useMountedResource';

/**
 * A small procedural grass tile with a faint grid, repeated across the 1024 x 1024 floor,
 * sampled `anisotropy` times per pixel where the floor is seen at a slant (renderQuality.ts).
 */
function makeGrassTexture(anisotropy: number): CanvasTexture {
  const size = 128;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#8cc46a';
  ctx.fillRect(0, 0, size, size);
  // Deterministic speckles so every client sees the same floor.
  let seed = 42;
  for (let i = 0; i < 300; i++) {
    seed = (seed * 16807) % 2147483647;
    const x = seed % size;
    seed = (seed * 16807) % 2147483647;
    const y = seed % size;
    ctx.fillStyle = i % 2 ? '#7fb85f' : '#99cf77';
    ctx.fillRect(x, y, 2, 2);
  }
  ctx.strokeStyle = 'rgba(60, 100, 45, 0.25)';
  ctx.lineWidth = 2;
  ctx.strokeRect(0, 0, size, size);
  const texture = new CanvasTexture(canvas);
  texture.wrapS = texture.wrapT = RepeatWrapping;
  // One tile every 4 world units.
  texture.repeat.set(FLOOR_SIZE / 4, FLOOR_SIZE / 4);
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = anisotropy;
  return texture;
}

function disposeTexture(texture: CanvasTexture) {
  texture.dispose();
}

interface FloorProps {
  onPointerDown: (e: ThreeEvent<PointerEvent>) => void;
  onPointerMove: (e: ThreeEvent<PointerEvent>) => void;
  anisotropy: number;
}

export function Floor({ onPointerDown, onPointerMove, anisotropy }: FloorProps) {
  // The texture is GPU memory: made and disposed by one effect (it leaked on every remount).
  const texture = useMountedResource(() => makeGrassTexture(anisotropy), disposeTexture, [
    anisotropy,
  ]);
  // Created with its map: a material that gains a map later needs a shader rebuild.
  if (!texture) return null;
  return (
    <mesh
      rotation-x={-Math.PI / 2}
      position={[FLOOR_SIZE / 2, 0, FLOOR_SIZE / 2]}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      name="floor"
    >
      <planeGeometry args={[FLOOR_SIZE, FLOOR_SIZE]} />
      <meshLambertMaterial map={texture} />
    </mesh>
  );
}
