import { z } from 'zod';
import { LIMITS } from '../constants';
import { modelFormatOf } from './modelFile';
import { SCENERY_KINDS } from './scenery';

/**
 * A scenery asset, assets/{assetId} (reference section 3): staff create and edit them, every
 * signed-in person reads them (firestore.rules isValidAsset mirrors these bounds). An asset is
 * drawn either from an uploaded glTF model (modelPath, models/{assetId}/{filename}) or, for the
 * seeded procedural scenery, from a `kind` the world builds from primitives; exactly one of the
 * two. Offsets apply to the model under every instance: position in metres, rotation in
 * radians about X, Y, Z, scale as factors.
 */
export const ASSET_LIMITS = {
  nameMax: LIMITS.nameMax,
  /** Position offsets, metres either way. */
  offsetMax: 50,
  /** Rotation offsets, radians either way (a little over 2π). */
  rotationMax: 6.3,
  scaleMin: 0.01,
  scaleMax: 100,
  /** Collider radius and half-extents, metres. */
  colliderMax: 50,
  materialsMax: 32,
  materialNameMax: 64,
  instancingNodesMax: 64,
  modelPathMax: 512,
  thumbnailMax: 2048,
} as const;

export const ASSET_TEXTS = {
  nameRequired: 'An asset needs a name.',
  nameTooLong: `Asset names are at most ${ASSET_LIMITS.nameMax} characters.`,
  modelRequired: 'Choose a model file (.glb or .gltf).',
  modelPath: 'The model must be a .glb or .gltf under models/{asset id}/.',
  modelOrKind: 'An asset has either an uploaded model or a built-in kind, not both.',
  thumbnail: 'The thumbnail must be a web address (http:// or https://).',
  position: `Position offsets are numbers from -${ASSET_LIMITS.offsetMax} to ${ASSET_LIMITS.offsetMax} metres.`,
  rotation: `Rotation offsets are numbers from -${ASSET_LIMITS.rotationMax} to ${ASSET_LIMITS.rotationMax} radians.`,
  scale: `Scale factors are numbers from ${ASSET_LIMITS.scaleMin} to ${ASSET_LIMITS.scaleMax}.`,
  colour: 'Colours are written #rrggbb.',
  materialName: `Material names are 1 to ${ASSET_LIMITS.materialNameMax} characters.`,
  tooManyMaterials: `At most ${ASSET_LIMITS.materialsMax} material colours.`,
  collider: `Collider sizes are numbers from 0 to ${ASSET_LIMITS.colliderMax} metres.`,
  circleRadius: 'A circle collider needs a radius above 0.',
  boxSize: 'A box collider needs half-widths (hx, hy) above 0.',
  nodeName: `Node names are 1 to ${ASSET_LIMITS.materialNameMax} characters.`,
  tooManyNodes: `At most ${ASSET_LIMITS.instancingNodesMax} instanced nodes.`,
  noAsset: 'No asset...',
} as const;

export type Vec3 = [number, number, number];

const bounded = (min: number, max: number, message: string) =>
  z.number({ message }).finite(message).min(min, message).max(max, message);

const vec3 = (min: number, max: number, message: string) =>
  z.tuple([bounded(min, max, message), bounded(min, max, message), bounded(min, max, message)], {
    message,
  });

const positionSchema = vec3(-ASSET_LIMITS.offsetMax, ASSET_LIMITS.offsetMax, ASSET_TEXTS.position);
const rotationSchema = vec3(
  -ASSET_LIMITS.rotationMax,
  ASSET_LIMITS.rotationMax,
  ASSET_TEXTS.rotation,
);
const scaleSchema = vec3(ASSET_LIMITS.scaleMin, ASSET_LIMITS.scaleMax, ASSET_TEXTS.scale);

export const DEFAULT_POSITION: Vec3 = [0, 0, 0];
export const DEFAULT_ROTATION: Vec3 = [0, 0, 0];
export const DEFAULT_SCALE: Vec3 = [1, 1, 1];

/** An offset transform: the asset's own, and each instanced node's. */
const transformSchema = z.object({
  position: positionSchema.default(DEFAULT_POSITION),
  rotation: rotationSchema.default(DEFAULT_ROTATION),
  scale: scaleSchema.default(DEFAULT_SCALE),
});

/** Material name → '#rrggbb', replacing that material's base colour. */
const isMaterialName = (name: string) =>
  name.length >= 1 && name.length <= ASSET_LIMITS.materialNameMax;

const materialsSchema = z
  .record(z.string(), z.string().regex(/^#[0-9a-fA-F]{6}$/, ASSET_TEXTS.colour))
  .refine((m) => Object.keys(m).every(isMaterialName), ASSET_TEXTS.materialName)
  .refine((m) => Object.keys(m).length <= ASSET_LIMITS.materialsMax, ASSET_TEXTS.tooManyMaterials);

const colliderSize = bounded(0, ASSET_LIMITS.colliderMax, ASSET_TEXTS.collider);

/** The 2D collider fed to the collision module: a circle (radius) or a box (hx, hy). */
const physicsDataSchema = z
  .object({
    enabled: z.boolean(),
    shape: z.enum(['CIRCLE', 'BOX']),
    radius: colliderSize.optional(),
    hx: colliderSize.optional(),
    hy: colliderSize.optional(),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (!p.enabled) return;
    if (p.shape === 'CIRCLE' && !((p.radius ?? 0) > 0)) {
      ctx.addIssue({ code: 'custom', path: ['radius'], message: ASSET_TEXTS.circleRadius });
    }
    if (p.shape === 'BOX' && !((p.hx ?? 0) > 0 && (p.hy ?? 0) > 0)) {
      ctx.addIssue({ code: 'custom', path: ['hx'], message: ASSET_TEXTS.boxSize });
    }
  });
export type AssetPhysicsData = z.infer<typeof physicsDataSchema>;
const DEFAULT_PHYSICS: AssetPhysicsData = { enabled: false, shape: 'CIRCLE', radius: 0 };

/** Drawing repeated instances as one instanced mesh (when the event's config allows it). */
const instancingDataSchema = transformSchema
  .extend({
    enabled: z.boolean().default(false),
    nodes: z
      .record(z.string(), transformSchema.strict())
      .refine((n) => Object.keys(n).every(isMaterialName), ASSET_TEXTS.nodeName)
      .refine(
        (n) => Object.keys(n).length <= ASSET_LIMITS.instancingNodesMax,
        ASSET_TEXTS.tooManyNodes,
      )
      .default({}),
  })
  .strict();
export type InstancingData = z.infer<typeof instancingDataSchema>;

/** models/{assetId}/{filename}: where an asset's model file is uploaded. */
export function modelPathFor(assetId: string, filename: string): string {
  return `models/${assetId}/${filename}`;
}

/** Whether `path` is a model file of asset `assetId` (the rules check the same). */
export function isModelPathOf(assetId: string, path: string): boolean {
  const parts = path.split('/');
  return (
    parts.length === 3 &&
    parts[0] === 'models' &&
    parts[1] === assetId &&
    parts[2] !== '' &&
    modelFormatOf(parts[2]!) !== null
  );
}

const modelPathSchema = z
  .string()
  .max(ASSET_LIMITS.modelPathMax, ASSET_TEXTS.modelPath)
  .regex(/^models\/[^/]+\/[^/]+\.(gltf|glb)$/i, ASSET_TEXTS.modelPath);

export const sceneryAssetSchema = transformSchema
  .extend({
    name: z
      .string()
      .trim()
      .min(1, ASSET_TEXTS.nameRequired)
      .max(ASSET_LIMITS.nameMax, ASSET_TEXTS.nameTooLong),
    modelPath: modelPathSchema.optional(),
    kind: z.enum(SCENERY_KINDS).optional(),
    thumbnail: z
      .string()
      .max(ASSET_LIMITS.thumbnailMax, ASSET_TEXTS.thumbnail)
      .regex(/^(https?:\/\/\S+)?$/, ASSET_TEXTS.thumbnail)
      .optional(),
    materials: materialsSchema.default({}),
    listInMenu: z.boolean().default(true),
    physicsData: physicsDataSchema.default(DEFAULT_PHYSICS),
    instancingData: instancingDataSchema.default({
      enabled: false,
      position: DEFAULT_POSITION,
      rotation: DEFAULT_ROTATION,
      scale: DEFAULT_SCALE,
      nodes: {},
    }),
  })
  .strict()
  .superRefine((asset, ctx) => {
    if (asset.modelPath === undefined && asset.kind === undefined) {
      ctx.addIssue({ code: 'custom', path: ['modelPath'], message: ASSET_TEXTS.modelRequired });
    }
    if (asset.modelPath !== undefined && asset.kind !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['kind'], message: ASSET_TEXTS.modelOrKind });
    }
  });
export type SceneryAssetDoc = z.infer<typeof sceneryAssetSchema>;

/**
 * Parses assets/{assetId}: the document with its defaults filled in, or the first problem's
 * message. A model must live under this asset's own folder.
 */
export function parseSceneryAsset(
  assetId: string,
  data: unknown,
): { ok: true; asset: SceneryAssetDoc } | { ok: false; message: string } {
  const parsed = sceneryAssetSchema.safeParse(data);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]!.message };
  const { modelPath } = parsed.data;
  if (modelPath !== undefined && !isModelPathOf(assetId, modelPath)) {
    return { ok: false, message: ASSET_TEXTS.modelPath };
  }
  return { ok: true, asset: parsed.data };
}
