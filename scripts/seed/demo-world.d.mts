import type { AssetInstance, SceneryAsset } from '../../src/domain/scenery';

type SeedRoom = { name: string; instances: Record<string, AssetInstance> };
export const SCENERY_ASSETS: Record<string, Omit<SceneryAsset, 'listInMenu'>>;
export const DEMO_ROOMS: Record<'demo' | 'demoEditorRoom', SeedRoom>;
export const DEFAULT_TEMPLATE_ROOM: SeedRoom;
