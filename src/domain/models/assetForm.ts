import {
  DEFAULT_POSITION,
  DEFAULT_ROTATION,
  DEFAULT_SCALE,
  sceneryAssetSchema,
  type AssetPhysicsData,
  type InstancingData,
  type SceneryAssetDoc,
  type Vec3,
} from './assets';

/**
 * The staff's asset form as typed (numbers as the text of their fields, so a half-typed '-' or
 * '' stays on screen), and the document it stands for, checked by the asset schema the rules
 * mirror. Pure: the form (src/features/admin/assets) keeps one of these in state.
 */
export type Vec3Text = [string, string, string];

export interface AssetFormValues {
  name: string;
  position: Vec3Text;
  rotation: Vec3Text;
  scale: Vec3Text;
  /** Material name → '#rrggbb'. */
  materials: Record<string, string>;
  listInMenu: boolean;
  physicsEnabled: boolean;
  shape: 'CIRCLE' | 'BOX';
  radius: string;
  hx: string;
  hy: string;
  instancingEnabled: boolean;
}

const textOf = (v: Vec3): Vec3Text => [String(v[0]), String(v[1]), String(v[2])];

export const NEW_ASSET_VALUES: AssetFormValues = {
  name: '',
  position: textOf(DEFAULT_POSITION),
  rotation: textOf(DEFAULT_ROTATION),
  scale: textOf(DEFAULT_SCALE),
  materials: {},
  listInMenu: true,
  physicsEnabled: true,
  shape: 'CIRCLE',
  radius: '0.5',
  hx: '0.5',
  hy: '0.5',
  instancingEnabled: true,
};

/** The form's values for a stored asset. */
export function formValuesOf(asset: SceneryAssetDoc): AssetFormValues {
  const p = asset.physicsData;
  return {
    name: asset.name,
    position: textOf(asset.position),
    rotation: textOf(asset.rotation),
    scale: textOf(asset.scale),
    materials: { ...asset.materials },
    listInMenu: asset.listInMenu,
    physicsEnabled: p.enabled,
    shape: p.shape,
    radius: String(p.radius ?? NEW_ASSET_VALUES.radius),
    hx: String(p.hx ?? NEW_ASSET_VALUES.hx),
    hy: String(p.hy ?? NEW_ASSET_VALUES.hy),
    instancingEnabled: asset.instancingData.enabled,
  };
}

/** '' and blanks are not 0: an emptied field is an error, not a silent zero. */
function numberOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

const vec3Of = (t: Vec3Text): Vec3 => [numberOf(t[0]), numberOf(t[1]), numberOf(t[2])];

/**
 * The collider: the chosen shape's sizes. A disabled collider keeps sizes that can be stored
 * (an emptied field is 0 then), so turning it off never blocks a save.
 */
function physicsOf(values: AssetFormValues): AssetPhysicsData {
  const size = (text: string) => {
    const n = numberOf(text);
    return values.physicsEnabled || Number.isFinite(n) ? n : 0;
  };
  return values.shape === 'CIRCLE'
    ? { enabled: values.physicsEnabled, shape: 'CIRCLE', radius: size(values.radius) }
    : { enabled: values.physicsEnabled, shape: 'BOX', hx: size(values.hx), hy: size(values.hy) };
}

/** The fields the form writes (everything but the thumbnail, which the snapshot writes). */
export type AssetFormDocument = Omit<SceneryAssetDoc, 'thumbnail' | 'kind'>;

/**
 * The document the form stands for, with the model at `modelPath`, or the first problem's
 * message. `instancing` keeps what the form does not show (the instanced offsets and nodes)
 * of a stored asset.
 */
export function assetDocumentOf(
  values: AssetFormValues,
  modelPath: string,
  instancing?: InstancingData,
): { ok: true; document: AssetFormDocument } | { ok: false; message: string } {
  const physicsData = physicsOf(values);
  const parsed = sceneryAssetSchema.safeParse({
    name: values.name,
    modelPath,
    position: vec3Of(values.position),
    rotation: vec3Of(values.rotation),
    scale: vec3Of(values.scale),
    materials: values.materials,
    listInMenu: values.listInMenu,
    physicsData,
    instancingData: {
      position: DEFAULT_POSITION,
      rotation: DEFAULT_ROTATION,
      scale: DEFAULT_SCALE,
      nodes: {},
      ...instancing,
      enabled: values.instancingEnabled,
    },
  });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]!.message };
  const { thumbnail: _thumbnail, kind: _kind, ...document } = parsed.data;
  return { ok: true, document };
}

/** Whether the form differs from what is stored (Save changes is highlighted then). */
export function hasEdits(values: AssetFormValues, stored: AssetFormValues): boolean {
  // Map keys in a fixed order: a stored map may come back in another order than the file's.
  const canonical = (v: AssetFormValues) =>
    JSON.stringify({ ...v, materials: Object.entries(v.materials).sort() });
  return canonical(values) !== canonical(stored);
}
