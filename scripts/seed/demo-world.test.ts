import { describe, expect, it } from 'vitest';
import { isSceneryKind } from '../../src/domain/scenery';
import { DEFAULT_TEMPLATE_ROOM, DEMO_ROOMS, SCENERY_ASSETS } from './demo-world.mjs';

describe('demo world seed data', () => {
  it('uses only scenery kinds the world can render', () => {
    for (const asset of Object.values(SCENERY_ASSETS)) expect(isSceneryKind(asset.kind)).toBe(true);
  });
  it('places instances of known assets on the floor', () => {
    for (const room of [...Object.values(DEMO_ROOMS), DEFAULT_TEMPLATE_ROOM]) {
      for (const instance of Object.values(room.instances)) {
        expect(Object.keys(SCENERY_ASSETS)).toContain(instance.assetId);
        expect(instance.x).toBeGreaterThanOrEqual(0);
        expect(instance.x).toBeLessThanOrEqual(1024);
      }
    }
  });
});
