import { describe, expect, it } from 'vitest';
import { INTERACTIVE_TYPES } from '../../src/domain/objects/roomObjects';
import { isSceneryKind } from '../../src/domain/models/scenery';
import { parseSceneryAsset } from '../../src/domain/models/assets';
import { checkModelFile } from '../../src/domain/models/modelFile';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MODELS_DIR } from '../media/make-models.mjs';
import { DEFAULT_TEMPLATE_ROOM, DEMO_ROOMS, SCENERY_ASSETS } from './demo-world.mjs';
import { DEMO_MARKET, MODEL_ASSETS } from './model-assets.mjs';

describe('demo world seed data', () => {
  it('uses only scenery kinds the world can render', () => {
    for (const asset of Object.values(SCENERY_ASSETS)) expect(isSceneryKind(asset.kind)).toBe(true);
  });
  it('places instances of known assets on the floor', () => {
    for (const room of [...Object.values(DEMO_ROOMS), DEFAULT_TEMPLATE_ROOM]) {
      for (const instance of Object.values(room.instances)) {
        const known: readonly string[] =
          instance.assetType === 'interactive'
            ? INTERACTIVE_TYPES
            : [...Object.keys(SCENERY_ASSETS), ...Object.keys(MODEL_ASSETS)];
        expect(known).toContain(instance.assetId);
        expect(instance.x).toBeGreaterThanOrEqual(0);
        expect(instance.x).toBeLessThanOrEqual(1024);
      }
    }
  });
  it('seeds glTF assets the schema accepts, with model files the upload check accepts', () => {
    expect(Object.keys(MODEL_ASSETS)).toHaveLength(3);
    for (const [assetId, { file, doc }] of Object.entries(MODEL_ASSETS)) {
      const parsed = parseSceneryAsset(assetId, doc);
      expect(parsed.ok, JSON.stringify(parsed)).toBe(true);
      expect(doc.modelPath).toBe(`models/${assetId}/${file}`);
      const check = checkModelFile(new Uint8Array(readFileSync(join(MODELS_DIR, file))), file);
      expect(check.ok).toBe(true);
    }
  });
  it('puts instances of every glTF asset in the demo plaza', () => {
    const used = new Set(Object.values(DEMO_MARKET).map((instance) => instance.assetId));
    expect([...used].sort()).toEqual(Object.keys(MODEL_ASSETS).sort());
    for (const id of Object.keys(DEMO_MARKET)) expect(DEMO_ROOMS.demo.instances[id]).toBeTruthy();
  });
});
