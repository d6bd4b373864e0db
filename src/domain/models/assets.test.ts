import { describe, expect, it } from 'vitest';
import { ASSET_TEXTS, isModelPathOf, modelPathFor, parseSceneryAsset } from './assets';
import { FULL_MODEL_ASSET } from './assets.test-helper';

const model = { name: 'Lamp post', modelPath: 'models/lamp/lamp-post.glb' };

describe('parseSceneryAsset', () => {
  it('fills in the defaults: offsets 0, 0, 1, listed, no collider, no instancing', () => {
    const parsed = parseSceneryAsset('lamp', model);
    expect(parsed).toEqual({
      ok: true,
      asset: {
        ...model,
        position: [0, 0, 0],
        rotation: [0, 0, 0],
        scale: [1, 1, 1],
        materials: {},
        listInMenu: true,
        physicsData: { enabled: false, shape: 'CIRCLE', radius: 0 },
        instancingData: {
          enabled: false,
          position: [0, 0, 0],
          rotation: [0, 0, 0],
          scale: [1, 1, 1],
          nodes: {},
        },
      },
    });
  });

  it('accepts a full model asset and the seeded procedural ones', () => {
    const full = FULL_MODEL_ASSET;
    expect(parseSceneryAsset('lamp', full)).toEqual({ ok: true, asset: full });
    const seeded = {
      name: 'Oak tree',
      kind: 'tree',
      scale: [1, 1, 1],
      listInMenu: true,
      physicsData: { enabled: true, shape: 'CIRCLE', radius: 0.6 },
    };
    expect(parseSceneryAsset('tree', seeded).ok).toBe(true);
  });

  it('refuses with a clear message', () => {
    const cases: [object, string][] = [
      [{ ...model, name: '  ' }, ASSET_TEXTS.nameRequired],
      [{ ...model, name: 'x'.repeat(49) }, ASSET_TEXTS.nameTooLong],
      [{ name: 'No model' }, ASSET_TEXTS.modelRequired],
      [{ ...model, kind: 'tree' }, ASSET_TEXTS.modelOrKind],
      [{ ...model, modelPath: 'models/lamp/lamp.obj' }, ASSET_TEXTS.modelPath],
      [{ ...model, modelPath: 'models/other/lamp-post.glb' }, ASSET_TEXTS.modelPath],
      [{ ...model, modelPath: 'models/lamp/sub/lamp.glb' }, ASSET_TEXTS.modelPath],
      [{ ...model, thumbnail: 'javascript:alert(1)' }, ASSET_TEXTS.thumbnail],
      [{ ...model, position: [0, 51, 0] }, ASSET_TEXTS.position],
      [{ ...model, position: [0, 0] }, ASSET_TEXTS.position],
      [{ ...model, rotation: [0, Number.NaN, 0] }, ASSET_TEXTS.rotation],
      [{ ...model, scale: [1, 0, 1] }, ASSET_TEXTS.scale],
      [{ ...model, scale: [1, 1, 101] }, ASSET_TEXTS.scale],
      [{ ...model, materials: { Iron: 'red' } }, ASSET_TEXTS.colour],
      [{ ...model, materials: { '': '#ffffff' } }, ASSET_TEXTS.materialName],
      [
        {
          ...model,
          materials: Object.fromEntries(Array.from({ length: 33 }, (_, i) => [`m${i}`, '#000000'])),
        },
        ASSET_TEXTS.tooManyMaterials,
      ],
      [{ ...model, physicsData: { enabled: true, shape: 'CIRCLE' } }, ASSET_TEXTS.circleRadius],
      [{ ...model, physicsData: { enabled: true, shape: 'BOX', hx: 1 } }, ASSET_TEXTS.boxSize],
      [
        { ...model, physicsData: { enabled: true, shape: 'BOX', hx: 51, hy: 1 } },
        ASSET_TEXTS.collider,
      ],
    ];
    for (const [data, message] of cases) {
      expect(parseSceneryAsset('lamp', data), JSON.stringify(data)).toEqual({ ok: false, message });
    }
  });

  it('refuses unknown fields and unknown kinds', () => {
    expect(parseSceneryAsset('lamp', { ...model, owner: 'me' }).ok).toBe(false);
    expect(parseSceneryAsset('x', { name: 'X', kind: 'castle' }).ok).toBe(false);
    const physicsData = { enabled: true, shape: 'CIRCLE', radius: 1, mass: 2 };
    expect(parseSceneryAsset('lamp', { ...model, physicsData }).ok).toBe(false);
    expect(parseSceneryAsset('lamp', { ...model, instancingData: { lod: 2 } }).ok).toBe(false);
  });
});

describe('model paths', () => {
  it('are models/{assetId}/{file}.glb or .gltf', () => {
    expect(modelPathFor('lamp', 'lamp-post.glb')).toBe('models/lamp/lamp-post.glb');
    expect(isModelPathOf('lamp', 'models/lamp/lamp-post.glb')).toBe(true);
    expect(isModelPathOf('lamp', 'models/lamp/Lamp.GLTF')).toBe(true);
    expect(isModelPathOf('lamp', 'models/lamp2/lamp-post.glb')).toBe(false);
    expect(isModelPathOf('lamp', 'models/lamp/lamp-post.png')).toBe(false);
    expect(isModelPathOf('lamp', 'models/lamp/')).toBe(false);
  });
});
