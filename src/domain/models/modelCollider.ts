import { colliderFromPhysics, type Collider } from '../collision';
import type { ModelAssetDoc, PlacedModel } from './modelScenery';
import type { PhysicsData } from './scenery';

// Read from the asset document as stored (the walk path does not carry readModelAsset): the
// world's colliders stand before the lazy model chunk has loaded.

/** Entry i of an offset as stored, 0 when it is not a finite number. */
const numberAt = (offset: unknown, i: number): number => {
  const value = Array.isArray(offset) ? (offset[i] as unknown) : 0;
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
};

/**
 * The collider of a placed model: the asset's physicsData, centred where the asset's position
 * offset puts the model (turned with the instance, as three.js turns it: Euler(0, angle, 0)),
 * and a box turned by the offset's rotation about Y too. Sizes are metres, not scaled.
 */
export function modelCollider(placed: PlacedModel, asset: ModelAssetDoc): Collider | null {
  const physics = asset.physicsData as PhysicsData | undefined;
  if (typeof physics !== 'object' || physics === null) return null;
  const px = numberAt(asset.position, 0);
  const pz = numberAt(asset.position, 2);
  const cos = Math.cos(placed.angle);
  const sin = Math.sin(placed.angle);
  // Rotating (px, pz) about Y by angle: x' = x cos + z sin, z' = -x sin + z cos.
  const x = placed.x + px * cos + pz * sin;
  const y = placed.y - px * sin + pz * cos;
  return colliderFromPhysics(x, y, placed.angle + numberAt(asset.rotation, 1), physics);
}
