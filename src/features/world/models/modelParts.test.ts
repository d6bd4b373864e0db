// The glTF scenery's parts and instance matrices, from the repository's generated models as
// three's GLTFLoader reads them (drei's useGLTF wraps the same loader).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Box3, Color, Vector3, type MeshStandardMaterial, type Object3D } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { readModelAsset, type ModelAsset } from '../../../domain/models/modelScenery';
import { disposeParts, instanceMatrices, modelParts } from './modelParts';

function load(file: string): Promise<Object3D> {
  const bytes = new Uint8Array(readFileSync(join('public/media/models', file))).buffer;
  return new Promise((resolve, reject) =>
    new GLTFLoader().parse(bytes, '', (gltf) => resolve(gltf.scene), reject),
  );
}

const assetWith = (extra: Record<string, unknown> = {}): ModelAsset =>
  readModelAsset({ name: 'Stall', modelPath: 'models/stall/market-stall.glb', ...extra })!;

const boundsOf = (parts: ReturnType<typeof modelParts>) => {
  const box = new Box3();
  for (const part of parts) {
    part.geometry.computeBoundingBox();
    box.union(part.geometry.boundingBox!);
  }
  return box;
};

describe('modelParts', () => {
  let stall: Object3D;
  beforeAll(async () => {
    stall = await load('market-stall.glb');
  });

  it('merges the meshes of one material: ten boxes in three materials are three parts', () => {
    let meshes = 0;
    stall.traverse((node) => void (meshes += (node as { isMesh?: boolean }).isMesh ? 1 : 0));
    const parts = modelParts(stall, assetWith(), true);
    expect(meshes).toBe(10);
    expect(parts.map((p) => p.name).sort()).toEqual(['Canvas', 'Produce', 'Wood']);
    // Every node's translation is baked in: the roof stands 2.4 m up, the counter on the floor.
    const box = boundsOf(parts);
    expect(box.min.y).toBeCloseTo(0);
    expect(box.max.y).toBeCloseTo(2.48);
    disposeParts(parts);
  });

  it('recolours the named material and leaves the shared scene as it was', () => {
    const parts = modelParts(stall, assetWith({ materials: { Canvas: '#1f9e8f' } }), false);
    const canvas = parts.find((p) => p.name === 'Canvas')!.material as MeshStandardMaterial;
    expect(canvas.color.getHexString()).toBe(new Color('#1f9e8f').getHexString());
    const original = stall.getObjectByName('Roof') as Object3D & { material: MeshStandardMaterial };
    expect(original.material.color.getHexString()).not.toBe(canvas.color.getHexString());
    disposeParts(parts);
  });

  it('gives instanced drawing the transforms instancingData names per node', () => {
    const lifted = { position: [0, 1, 0], rotation: [0, 0, 0], scale: [1, 1, 1] };
    const asset = assetWith({ instancingData: { enabled: true, nodes: { Roof: lifted } } });
    const roof = (instanced: boolean) => {
      const parts = modelParts(stall, asset, instanced);
      const box = boundsOf(parts.filter((p) => p.name === 'Canvas'));
      disposeParts(parts);
      return box.max.y;
    };
    expect(roof(false)).toBeCloseTo(2.48);
    expect(roof(true)).toBeCloseTo(1.04);
  });
});

describe('instanceMatrices', () => {
  it('places each instance on the floor, turned, after the asset offsets', () => {
    const asset = assetWith({ position: [1, 0, 0], scale: [2, 2, 2] });
    const [matrix] = instanceMatrices(
      [{ id: 'a', assetId: 's', x: 10, y: 20, angle: Math.PI / 2 }],
      asset,
      false,
    );
    // The model's origin: offset 1 m along its x, turned a quarter about Y: 1 m north.
    const origin = new Vector3().applyMatrix4(matrix!);
    expect([origin.x, origin.y, origin.z].map((v) => Number(v.toFixed(6)))).toEqual([10, 0, 19]);
    const scale = new Vector3().setFromMatrixScale(matrix!);
    expect(scale.toArray().map((v) => Number(v.toFixed(6)))).toEqual([2, 2, 2]);
  });

  it('adds instancingData offsets only when drawn instanced', () => {
    const asset = assetWith({ instancingData: { enabled: true, position: [0, 0.5, 0] } });
    const placed = [{ id: 'a', assetId: 's', x: 0, y: 0, angle: 0 }];
    const y = (instanced: boolean) =>
      new Vector3().applyMatrix4(instanceMatrices(placed, asset, instanced)[0]!).y;
    expect(y(false)).toBeCloseTo(0);
    expect(y(true)).toBeCloseTo(0.5);
  });
});
