import { BufferGeometry, Float32BufferAttribute } from 'three';
import { describe, expect, it } from 'vitest';
import type { EditableInstance } from '../../../domain/editor/editor';
import type { PlacedScenery } from '../../world';
import { sceneryRange } from './sceneObjects';

/** A stand-in for buildSceneryGeometry: a tree has 30 vertices, a crate 12. */
function build(placed: readonly PlacedScenery[]) {
  const count = placed.reduce((sum, item) => sum + (item.kind === 'tree' ? 30 : 12), 0);
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(new Float32Array(count * 3), 3));
  return geometry;
}

const item = (kind: PlacedScenery['kind'], x: number, y: number): PlacedScenery => ({
  kind,
  x,
  y,
  angle: 0,
  scale: [1, 1, 1],
});
const instance = (x: number, y: number): EditableInstance => ({
  id: 'i',
  assetId: 'crate',
  assetType: 'scenery',
  x,
  y,
  angle: 0,
  props: {},
});

describe('sceneryRange', () => {
  const placed = [item('tree', 500, 500), item('crate', 505, 505), item('tree', 510, 500)];
  it("finds an object's vertices in the merged mesh by where it stands, in build order", () => {
    expect(sceneryRange({ placed, build }, instance(505, 505))).toMatchObject({
      start: 30,
      count: 12,
      total: 72,
    });
    expect(sceneryRange({ placed, build }, instance(510, 500))).toMatchObject({
      start: 42,
      count: 30,
    });
  });
  it('is null for an object the mesh does not hold', () => {
    expect(sceneryRange({ placed, build }, instance(1, 1))).toBe(null);
  });
});
