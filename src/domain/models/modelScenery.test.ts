import { describe, expect, it } from 'vitest';
import { modelCollider } from './modelCollider';
import { groupModelInstances, readModelAsset, type PlacedModel } from './modelScenery';

const stallDoc = {
  name: 'Market stall',
  modelPath: 'models/stall/market-stall.glb',
  position: [1, 0, 0],
  rotation: [0, Math.PI / 2, 0],
  scale: [2, 2, 2],
  materials: { Canvas: '#1f9e8f', Bad: 'red' },
  listInMenu: true,
  physicsData: { enabled: true, shape: 'BOX', hx: 1, hy: 0.5 },
  instancingData: {
    enabled: true,
    position: [0, 0, 0],
    rotation: [0, 0, 0],
    scale: [1, 1, 1],
    nodes: { Roof: { position: [0, 3, 0], rotation: [0, 0, 0], scale: [1, 1, 1] } },
  },
};

const lampDoc = {
  name: 'Lamp',
  modelPath: 'models/lamp/lamp.gltf',
  physicsData: { enabled: true, shape: 'CIRCLE', radius: 0.3 },
};
const stall = readModelAsset(stallDoc)!;
const lamp = readModelAsset(lampDoc)!;
const at = (id: string, assetId: string, x = 10, y = 20, angle = 0): PlacedModel => ({
  id,
  assetId,
  x,
  y,
  angle,
});

describe('readModelAsset', () => {
  it('reads a model asset with its offsets, valid colours and instancing', () => {
    expect(stall).toMatchObject({
      modelPath: 'models/stall/market-stall.glb',
      position: [1, 0, 0],
      scale: [2, 2, 2],
      materials: { Canvas: '#1f9e8f' },
      physicsData: { enabled: true, shape: 'BOX', hx: 1, hy: 0.5 },
      instancing: { enabled: true, nodes: { Roof: { position: [0, 3, 0] } } },
    });
  });
  it('fills the defaults 0, 0, 1 and instancing off', () => {
    expect(lamp).toMatchObject({
      position: [0, 0, 0],
      rotation: [0, 0, 0],
      scale: [1, 1, 1],
      materials: {},
      instancing: { enabled: false, nodes: {} },
    });
  });
  it('is null for procedural scenery and for a model outside models/{id}/', () => {
    expect(readModelAsset({ name: 'Tree', kind: 'tree' })).toBe(null);
    expect(readModelAsset({ name: 'X', modelPath: 'elsewhere/x.glb' })).toBe(null);
    expect(readModelAsset({ name: 'X', modelPath: 'models/x/x.obj' })).toBe(null);
    expect(readModelAsset(null)).toBe(null);
  });
  it('replaces a malformed offset by its default', () => {
    expect(readModelAsset({ ...stallDoc, scale: [1, 'big', 1] })!.scale).toEqual([1, 1, 1]);
  });
});

describe('modelCollider (from the stored document)', () => {
  it('centres a circle on the instance', () => {
    expect(modelCollider(at('a', 'lamp'), lampDoc)).toMatchObject({
      kind: 'circle',
      x: 10,
      y: 20,
      radius: 0.3,
    });
  });
  it('moves a box by the position offset turned with the instance, and turns it by both', () => {
    // Offset 1 m along the model's x; the instance turned a quarter about Y: three.js turns
    // local +x to -z, which is north on the floor (y - 1).
    const box = modelCollider(at('a', 'stall', 10, 20, Math.PI / 2), stallDoc)!;
    expect(box.kind).toBe('box');
    expect(box.x).toBeCloseTo(10);
    expect(box.y).toBeCloseTo(19);
    expect(box.kind === 'box' && box.angle).toBeCloseTo(Math.PI);
  });
  it('is null when physics is off', () => {
    const ghost = { ...lampDoc, physicsData: { enabled: false, shape: 'CIRCLE' } };
    expect(modelCollider(at('a', 'lamp'), ghost)).toBe(null);
    expect(modelCollider(at('a', 'lamp'), { modelPath: lampDoc.modelPath })).toBe(null);
  });
});

describe('groupModelInstances', () => {
  const assets = new Map([
    ['stall', stall],
    ['lamp', lamp],
  ]);
  const placed = [at('c', 'stall'), at('b', 'lamp'), at('a', 'stall'), at('z', 'gone')];

  it('groups the instances per asset, in id order, leaving unknown assets out', () => {
    const groups = groupModelInstances(placed, assets, true);
    expect(groups.map((g) => [g.assetId, g.placements.map((p) => p.id)])).toEqual([
      ['lamp', ['b']],
      ['stall', ['a', 'c']],
    ]);
  });
  it('draws instanced only with the event on and the asset allowing it', () => {
    const on = groupModelInstances(placed, assets, true);
    expect(Object.fromEntries(on.map((g) => [g.assetId, g.instanced]))).toEqual({
      lamp: false,
      stall: true,
    });
    expect(groupModelInstances(placed, assets, false).some((g) => g.instanced)).toBe(false);
  });
});
