/**
 * Scenery assets. There are no downloadable 3D models on the machines this project is built
 * on, so the seeded scenery is procedural: an asset names a `kind` the world renders from
 * primitives. Uploaded .gltf/.glb models (modelPath) come with the editor.
 */
export const SCENERY_KINDS = [
  'tree',
  'pine',
  'bush',
  'rock',
  'bench',
  'lamp',
  'fountain',
  'crate',
  'fence',
  'flowers',
] as const;
export type SceneryKind = (typeof SCENERY_KINDS)[number];

export interface PhysicsData {
  enabled: boolean;
  shape: 'CIRCLE' | 'BOX';
  radius?: number;
  hx?: number;
  hy?: number;
}

export interface SceneryAsset {
  name: string;
  kind: SceneryKind;
  scale: [number, number, number];
  listInMenu: boolean;
  physicsData: PhysicsData;
}

export interface AssetInstance {
  assetId: string;
  assetType: 'interactive' | 'scenery';
  x: number;
  y: number;
  angle: number;
}

export function isSceneryKind(value: unknown): value is SceneryKind {
  return typeof value === 'string' && (SCENERY_KINDS as readonly string[]).includes(value);
}
