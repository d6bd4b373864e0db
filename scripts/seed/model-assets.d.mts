import type { AssetInstance } from '../../src/domain/models/scenery';
import type { SceneryAssetInput } from '../../src/domain/models/assets';

export const MODEL_ASSETS: Record<string, { file: string; doc: SceneryAssetInput }>;
export const DEMO_MARKET: Record<string, AssetInstance>;
export function uploadModelFiles(bucket: unknown): Promise<void>;
