import { describe, expect, it } from 'vitest';
import { INTERACTIVE_TYPES } from '../../src/domain/roomObjects';
import { isSceneryKind } from '../../src/domain/scenery';
import { DEFAULT_TEMPLATE_ROOM, DEMO_ROOMS, SCENERY_ASSETS } from './demo-world.mjs';

describe('demo world seed data', () => {
  it('uses only scenery kinds the world can render', () => {
    for (const asset of Object.values(SCENERY_ASSETS)) expect(isSceneryKind(asset.kind)).toBe(true);
  });
  it('places instances of known assets on the floor', () => {
    for (const room of [...Object.values(DEMO_ROOMS), DEFAULT_TEMPLATE_ROOM]) {
      for (const instance of Object.values(room.instances)) {
        const known: readonly string[] =
          instance.assetType === 'interactive' ? INTERACTIVE_TYPES : Object.keys(SCENERY_ASSETS);
        expect(known).toContain(instance.assetId);
        expect(instance.x).toBeGreaterThanOrEqual(0);
        expect(instance.x).toBeLessThanOrEqual(1024);
      }
    }
  });
});
