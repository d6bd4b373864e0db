import {
  BoxGeometry,
  BufferGeometry,
  Color,
  ConeGeometry,
  CylinderGeometry,
  DodecahedronGeometry,
  Float32BufferAttribute,
  Matrix4,
  SphereGeometry,
  Euler,
  Quaternion,
  Vector3,
} from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import type { SceneryKind } from '../../domain/models/scenery';

interface Part {
  geometry: () => BufferGeometry;
  color: string;
  at: [number, number, number];
  scale?: [number, number, number];
  rotation?: [number, number, number];
}

const sphere = () => new SphereGeometry(1, 10, 8);
const cylinder = () => new CylinderGeometry(1, 1, 1, 10);
const cone = () => new ConeGeometry(1, 1, 10);
const box = () => new BoxGeometry(1, 1, 1);
const rock = () => new DodecahedronGeometry(1, 0);

/** How each procedural scenery kind is built from primitives (metres, y up). */
const KINDS: Record<SceneryKind, Part[]> = {
  tree: [
    { geometry: cylinder, color: '#7a5230', at: [0, 1, 0], scale: [0.25, 2, 0.25] },
    { geometry: sphere, color: '#3f8f3a', at: [0, 2.8, 0], scale: [1.5, 1.3, 1.5] },
    { geometry: sphere, color: '#4aa344', at: [0.5, 3.4, 0.3], scale: [0.9, 0.8, 0.9] },
  ],
  pine: [
    { geometry: cylinder, color: '#6b4426', at: [0, 0.6, 0], scale: [0.2, 1.2, 0.2] },
    { geometry: cone, color: '#2f6b3a', at: [0, 2, 0], scale: [1.3, 2.2, 1.3] },
    { geometry: cone, color: '#367a42', at: [0, 3.2, 0], scale: [0.9, 1.6, 0.9] },
  ],
  bush: [
    { geometry: sphere, color: '#4f9a45', at: [0, 0.45, 0], scale: [0.8, 0.55, 0.8] },
    { geometry: sphere, color: '#5aa84f', at: [0.5, 0.35, 0.2], scale: [0.5, 0.4, 0.5] },
  ],
  rock: [{ geometry: rock, color: '#8d8f93', at: [0, 0.45, 0], scale: [1, 0.65, 0.85] }],
  bench: [
    { geometry: box, color: '#9a6a3c', at: [0, 0.45, 0], scale: [2.2, 0.1, 0.6] },
    { geometry: box, color: '#9a6a3c', at: [0, 0.8, -0.28], scale: [2.2, 0.5, 0.08] },
    { geometry: box, color: '#3d3d3d', at: [-0.9, 0.22, 0], scale: [0.1, 0.45, 0.55] },
    { geometry: box, color: '#3d3d3d', at: [0.9, 0.22, 0], scale: [0.1, 0.45, 0.55] },
  ],
  lamp: [
    { geometry: cylinder, color: '#2e3440', at: [0, 1.5, 0], scale: [0.08, 3, 0.08] },
    { geometry: sphere, color: '#ffe9a8', at: [0, 3.1, 0], scale: [0.25, 0.25, 0.25] },
  ],
  fountain: [
    { geometry: cylinder, color: '#b9b4a8', at: [0, 0.3, 0], scale: [2.4, 0.6, 2.4] },
    { geometry: cylinder, color: '#5aa9e6', at: [0, 0.55, 0], scale: [2.1, 0.1, 2.1] },
    { geometry: cylinder, color: '#b9b4a8', at: [0, 1.2, 0], scale: [0.3, 1.4, 0.3] },
    { geometry: sphere, color: '#7cc2f0', at: [0, 2.0, 0], scale: [0.5, 0.35, 0.5] },
  ],
  crate: [{ geometry: box, color: '#b07d43', at: [0, 0.5, 0], scale: [1, 1, 1] }],
  fence: [
    { geometry: box, color: '#e8e2d4', at: [0, 0.7, 0], scale: [3, 0.12, 0.08] },
    { geometry: box, color: '#e8e2d4', at: [0, 0.35, 0], scale: [3, 0.12, 0.08] },
    { geometry: box, color: '#d8d0bf', at: [-1.45, 0.45, 0], scale: [0.12, 0.9, 0.12] },
    { geometry: box, color: '#d8d0bf', at: [1.45, 0.45, 0], scale: [0.12, 0.9, 0.12] },
  ],
  flowers: [
    { geometry: cylinder, color: '#6b4a2e', at: [0, 0.1, 0], scale: [1, 0.2, 1] },
    { geometry: sphere, color: '#e85d8a', at: [0.4, 0.3, 0.2], scale: [0.2, 0.2, 0.2] },
    { geometry: sphere, color: '#f3c641', at: [-0.3, 0.3, -0.3], scale: [0.2, 0.2, 0.2] },
    { geometry: sphere, color: '#9b6ee8', at: [-0.2, 0.3, 0.45], scale: [0.2, 0.2, 0.2] },
  ],
};

function coloured(geometry: BufferGeometry, color: Color): BufferGeometry {
  const plain = geometry.index ? geometry.toNonIndexed() : geometry;
  plain.deleteAttribute('uv');
  const count = plain.getAttribute('position').count;
  const colors = new Float32Array(count * 3);
  for (let i = 0; i < count; i++) colors.set([color.r, color.g, color.b], i * 3);
  plain.setAttribute('color', new Float32BufferAttribute(colors, 3));
  return plain;
}

export interface PlacedScenery {
  kind: SceneryKind;
  x: number;
  y: number;
  angle: number;
  scale: [number, number, number];
}

const matrix = new Matrix4();
const partMatrix = new Matrix4();

/**
 * All static scenery of a room merged into ONE vertex-coloured geometry: one draw call however
 * many objects the room holds (the editor rebuilds it when instances change).
 */
export function buildSceneryGeometry(placed: readonly PlacedScenery[]): BufferGeometry | null {
  const pieces: BufferGeometry[] = [];
  for (const item of placed) {
    matrix.compose(
      new Vector3(item.x, 0, item.y),
      new Quaternion().setFromEuler(new Euler(0, item.angle, 0)),
      new Vector3(...item.scale),
    );
    for (const part of KINDS[item.kind]) {
      const piece = coloured(part.geometry(), new Color(part.color));
      partMatrix.compose(
        new Vector3(...part.at),
        new Quaternion().setFromEuler(new Euler(...(part.rotation ?? [0, 0, 0]))),
        new Vector3(...(part.scale ?? [1, 1, 1])),
      );
      piece.applyMatrix4(partMatrix.premultiply(matrix));
      pieces.push(piece);
    }
  }
  if (pieces.length === 0) return null;
  const merged = mergeGeometries(pieces, false);
  for (const piece of pieces) piece.dispose();
  return merged;
}
