import { describe, expect, it } from 'vitest';
import { ASSET_TEXTS, parseSceneryAsset } from './assets';
import { assetDocumentOf, formValuesOf, hasEdits, NEW_ASSET_VALUES } from './assetForm';

const PATH = 'models/a1/lamp-post.glb';

describe('the asset form', () => {
  it('starts with the defaults: offsets 0, 0, 1, listed, a circle collider, instanced', () => {
    const result = assetDocumentOf({ ...NEW_ASSET_VALUES, name: 'Lamp' }, PATH);
    expect(result).toEqual({
      ok: true,
      document: {
        name: 'Lamp',
        modelPath: PATH,
        position: [0, 0, 0],
        rotation: [0, 0, 0],
        scale: [1, 1, 1],
        materials: {},
        listInMenu: true,
        physicsData: { enabled: true, shape: 'CIRCLE', radius: 0.5 },
        instancingData: {
          enabled: true,
          position: [0, 0, 0],
          rotation: [0, 0, 0],
          scale: [1, 1, 1],
          nodes: {},
        },
      },
    });
  });

  it('writes a box collider, offsets and colours as typed', () => {
    const result = assetDocumentOf(
      {
        ...NEW_ASSET_VALUES,
        name: ' Stall ',
        position: ['1.5', '-2', '0'],
        scale: ['2', '2', '2'],
        materials: { Wood: '#aa5500' },
        shape: 'BOX',
        hx: '1',
        hy: '0.4',
        listInMenu: false,
      },
      PATH,
    );
    expect(result.ok && result.document).toMatchObject({
      name: 'Stall',
      position: [1.5, -2, 0],
      scale: [2, 2, 2],
      materials: { Wood: '#aa5500' },
      physicsData: { enabled: true, shape: 'BOX', hx: 1, hy: 0.4 },
      listInMenu: false,
    });
  });

  it('says what is wrong: no name, an emptied or out-of-range number, no collider size', () => {
    const wrong = (patch: Partial<typeof NEW_ASSET_VALUES>) =>
      assetDocumentOf({ ...NEW_ASSET_VALUES, name: 'Lamp', ...patch }, PATH);
    expect(wrong({ name: '  ' })).toEqual({ ok: false, message: ASSET_TEXTS.nameRequired });
    expect(wrong({ position: ['', '0', '0'] })).toEqual({
      ok: false,
      message: ASSET_TEXTS.position,
    });
    expect(wrong({ scale: ['1', '0', '1'] })).toEqual({ ok: false, message: ASSET_TEXTS.scale });
    expect(wrong({ radius: '0' })).toEqual({ ok: false, message: ASSET_TEXTS.circleRadius });
    expect(wrong({ shape: 'BOX', hy: '' })).toEqual({ ok: false, message: ASSET_TEXTS.collider });
    expect(wrong({ materials: { Wood: 'brown' } })).toEqual({
      ok: false,
      message: ASSET_TEXTS.colour,
    });
    // A disabled collider never blocks a save.
    expect(wrong({ physicsEnabled: false, radius: '' })).toMatchObject({ ok: true });
  });

  it('round-trips a stored asset, keeping its instanced nodes, and sees edits', () => {
    const stored = parseSceneryAsset('a1', {
      name: 'Lamp',
      modelPath: PATH,
      materials: { Iron: '#202020', Glass: '#ffd070' },
      physicsData: { enabled: true, shape: 'BOX', hx: 0.2, hy: 0.3 },
      instancingData: {
        enabled: false,
        nodes: { Post: { position: [0, 1, 0], rotation: [0, 0, 0], scale: [1, 1, 1] } },
      },
    });
    if (!stored.ok) throw new Error(stored.message);
    const values = formValuesOf(stored.asset);
    const again = assetDocumentOf(values, PATH, stored.asset.instancingData);
    expect(again).toEqual({ ok: true, document: stored.asset });
    expect(hasEdits(values, formValuesOf(stored.asset))).toBe(false);
    // The same colours in another key order are no edit; another colour is.
    const reordered = { ...values, materials: { Glass: '#ffd070', Iron: '#202020' } };
    expect(hasEdits(reordered, values)).toBe(false);
    expect(
      hasEdits({ ...values, materials: { ...values.materials, Iron: '#000000' } }, values),
    ).toBe(true);
    expect(hasEdits({ ...values, name: 'Lamp 2' }, values)).toBe(true);
  });
});
