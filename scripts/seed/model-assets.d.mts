import type { AssetInstance } from '../../src/domain/scenery';
import type { SceneryAssetInput } from '../../src/domain/assets';

export const MODEL_ASSETS: Record<string, { file: string; doc: SceneryAssetInput }>;
export const DEMO_MARKET: Record<string, AssetInstance>;
export function uploadModelFiles(bucket: unknown): Promise<void>;
