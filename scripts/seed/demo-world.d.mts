import type { AssetInstance, SceneryAsset } from '../../src/domain/models/scenery';

type SeedInstance = AssetInstance & { props?: Record<string, unknown> };
type SeedRoom = { name: string; instances: Record<string, SeedInstance> };
export const SCENERY_ASSETS: Record<string, Omit<SceneryAsset, 'listInMenu'>>;
export const DEMO_ROOMS: Record<'demo' | 'demoEditorRoom' | 'demoSecondRoom', SeedRoom>;
export const DEMO_TEMPLATES: Record<'demo' | 'demoSecondRoom', SeedRoom>;
export const DEFAULT_TEMPLATE_ROOM: SeedRoom;
