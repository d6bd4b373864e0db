import type { PhysicsData } from './scenery';

/**
 * Scenery drawn from an uploaded glTF model (assets/{assetId} with a modelPath): what the world
 * needs of the asset document, read without zod (this runs on the walk path; the editor's forms
 * validate with sceneryAssetSchema in assets.ts, and the rules keep the stored shape).
 */
type Triple = [number, number, number];

export interface TransformOffset {
  position: Triple;
  rotation: Triple;
  scale: Triple;
}

export interface ModelAsset extends TransformOffset {
  name: string;
  /** models/{assetId}/{file}.glb|.gltf in Storage. */
  modelPath: string;
  /** Material name → '#rrggbb' replacing that material's base colour. */
  materials: Record<string, string>;
  physicsData: PhysicsData;
  /** instancingData: whether this asset may be drawn instanced, and the offsets it then takes. */
  instancing: TransformOffset & { enabled: boolean; nodes: Record<string, TransformOffset> };
}

/** An asset document with a model, as stored: what the walk path keeps of it (colliders). */
export type ModelAssetDoc = Record<string, unknown> & { modelPath: string };

const MODEL_PATH = /^models\/[^/]+\/[^/]+\.(gltf|glb)$/i;
const COLOUR = /^#[0-9a-fA-F]{6}$/;

function triple(value: unknown, fallback: Triple): Triple {
  if (!Array.isArray(value) || value.length !== 3) return fallback;
  return value.every((v) => typeof v === 'number' && Number.isFinite(v))
    ? (value as Triple)
    : fallback;
}

function offsetOf(data: Record<string, unknown> | undefined): TransformOffset {
  return {
    position: triple(data?.position, [0, 0, 0]),
    rotation: triple(data?.rotation, [0, 0, 0]),
    scale: triple(data?.scale, [1, 1, 1]),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The model asset an assets/{assetId} document describes, or null when it has no model. */
export function readModelAsset(data: unknown): ModelAsset | null {
  if (!isRecord(data) || typeof data.modelPath !== 'string' || !MODEL_PATH.test(data.modelPath)) {
    return null;
  }
  const materials = Object.fromEntries(
    Object.entries(isRecord(data.materials) ? data.materials : {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && COLOUR.test(entry[1]),
    ),
  );
  const physics = isRecord(data.physicsData) ? data.physicsData : {};
  const instancing = isRecord(data.instancingData) ? data.instancingData : {};
  const nodes = isRecord(instancing.nodes) ? instancing.nodes : {};
  return {
    name: typeof data.name === 'string' ? data.name : '',
    modelPath: data.modelPath,
    ...offsetOf(data),
    materials,
    physicsData: {
      enabled: physics.enabled === true,
      shape: physics.shape === 'BOX' ? 'BOX' : 'CIRCLE',
      ...(typeof physics.radius === 'number' ? { radius: physics.radius } : {}),
      ...(typeof physics.hx === 'number' ? { hx: physics.hx } : {}),
      ...(typeof physics.hy === 'number' ? { hy: physics.hy } : {}),
    },
    instancing: {
      enabled: instancing.enabled === true,
      ...offsetOf(instancing),
      nodes: Object.fromEntries(
        Object.entries(nodes).map(([name, node]) => [
          name,
          offsetOf(isRecord(node) ? node : undefined),
        ]),
      ),
    },
  };
}

/** One placed instance of a model asset (floor coordinates: x east, y south; angle about Y). */
export interface PlacedModel {
  id: string;
  assetId: string;
  x: number;
  y: number;
  angle: number;
}

/** The instances of one model asset, drawn together: instanced, or one object each. */
export interface ModelGroup {
  assetId: string;
  asset: ModelAsset;
  instanced: boolean;
  placements: PlacedModel[];
}

/**
 * The room's model instances by asset (in asset id order, instances in id order, so a redraw
 * keeps each instance's slot). An asset is drawn instanced when the event's
 * config.instancingEnabled is on and the asset's instancingData allows it; instances of assets
 * not (or no longer) known are left out.
 */
export function groupModelInstances(
  placed: readonly PlacedModel[],
  assets: ReadonlyMap<string, ModelAsset>,
  instancingEnabled: boolean,
): ModelGroup[] {
  const groups = new Map<string, ModelGroup>();
  for (const placement of placed) {
    const asset = assets.get(placement.assetId);
    if (!asset) continue;
    let group = groups.get(placement.assetId);
    if (!group) {
      group = {
        assetId: placement.assetId,
        asset,
        instanced: instancingEnabled && asset.instancing.enabled,
        placements: [],
      };
      groups.set(placement.assetId, group);
    }
    group.placements.push(placement);
  }
  const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const sorted = [...groups.values()].sort((a, b) => byId({ id: a.assetId }, { id: b.assetId }));
  for (const group of sorted) group.placements.sort(byId);
  return sorted;
}
