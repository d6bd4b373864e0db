import { LIMITS } from '../constants';

/**
 * Whether an uploaded scenery model can be stored: a binary glTF 2.0 (.glb) or a self-contained
 * glTF 2.0 JSON (.gltf) of at most LIMITS.modelMaxBytes with at least one mesh. The browser
 * checks a chosen file with it before uploading; storage-checkModelUpload checks every object
 * under models/{assetId}/ with it again (the offline Storage emulator enforces no rules).
 */
export const MODEL_MAX_BYTES = LIMITS.modelMaxBytes;

export const MODEL_FILE_TEXTS = {
  wrongExtension: 'Choose a .glb or .gltf file.',
  empty: 'This file is empty.',
  tooLarge: `This model is larger than ${MODEL_MAX_BYTES / 1024 / 1024} MB; make it smaller.`,
  badMagic: 'This is not a binary glTF (.glb) file.',
  badVersion: 'This .glb is not glTF 2.0 (its header says another version).',
  badLength: 'This .glb is cut short or damaged (its length does not match its header).',
  badJson: 'The glTF description in this file cannot be read.',
  notGltf2: 'This model is not glTF 2.0 (asset.version must be 2.x).',
  noMeshes: 'This model has no meshes, so nothing would be drawn.',
  externalFiles:
    'This model refers to other files; upload a .glb, or a .gltf with its data embedded.',
} as const;

type ModelRefusal =
  | 'wrong_extension'
  | 'empty'
  | 'too_large'
  | 'bad_magic'
  | 'bad_version'
  | 'bad_length'
  | 'bad_json'
  | 'not_gltf2'
  | 'no_meshes'
  | 'external_files';

const MESSAGES: Record<ModelRefusal, string> = {
  wrong_extension: MODEL_FILE_TEXTS.wrongExtension,
  empty: MODEL_FILE_TEXTS.empty,
  too_large: MODEL_FILE_TEXTS.tooLarge,
  bad_magic: MODEL_FILE_TEXTS.badMagic,
  bad_version: MODEL_FILE_TEXTS.badVersion,
  bad_length: MODEL_FILE_TEXTS.badLength,
  bad_json: MODEL_FILE_TEXTS.badJson,
  not_gltf2: MODEL_FILE_TEXTS.notGltf2,
  no_meshes: MODEL_FILE_TEXTS.noMeshes,
  external_files: MODEL_FILE_TEXTS.externalFiles,
};

export type ModelFormat = 'glb' | 'gltf';
export type ModelCheck =
  | { ok: true; format: ModelFormat; meshes: number }
  | { ok: false; reason: ModelRefusal; message: string };

const refuse = (reason: ModelRefusal): ModelCheck => ({
  ok: false,
  reason,
  message: MESSAGES[reason],
});

/** The model format a file name says (case-insensitive), or null. */
export function modelFormatOf(filename: string): ModelFormat | null {
  const match = /\.(glb|gltf)$/i.exec(filename);
  return match ? (match[1]!.toLowerCase() as ModelFormat) : null;
}

/**
 * What can be said from the name and size alone (no bytes read): the server refuses an
 * oversized object without downloading it. null = nothing against it yet.
 */
export function checkModelSize(filename: string, size: number): ModelCheck | null {
  if (!modelFormatOf(filename)) return refuse('wrong_extension');
  if (!(size > 0)) return refuse('empty');
  if (!(size <= MODEL_MAX_BYTES)) return refuse('too_large');
  return null;
}

const GLB_MAGIC = 0x46546c67; // 'glTF'
const CHUNK_JSON = 0x4e4f534a; // 'JSON'

/** Checks a model file's bytes; see MODEL_FILE_TEXTS for what each refusal tells the user. */
export function checkModelFile(bytes: Uint8Array, filename: string): ModelCheck {
  const early = checkModelSize(filename, bytes.byteLength);
  if (early) return early;
  const format = modelFormatOf(filename)!;
  const json = format === 'glb' ? glbJson(bytes) : decode(bytes);
  if (typeof json !== 'string') return json;
  return checkGltfJson(json, format);
}

/**
 * The parsed glTF JSON of a model file (a .glb's JSON chunk, or a .gltf's text), or null when
 * it cannot be read: the asset forms read the material names from it.
 */
export function gltfJsonOf(bytes: Uint8Array, filename: string): unknown {
  const format = modelFormatOf(filename);
  if (!format) return null;
  const text = format === 'glb' ? glbJson(bytes) : decode(bytes);
  if (typeof text !== 'string') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * modelChecks/{assetId}: storage-checkModelUpload's check of the model last uploaded for the
 * asset (staff read it; the asset forms show `message` when `ok` is false).
 */
export interface ModelCheckRecord {
  path: string;
  /** The object generation checked, so a form can tell its upload from an earlier one. */
  generation: string;
  size: number;
  ok: boolean;
  /** '' when ok. */
  reason: string;
  message: string;
}

function decode(bytes: Uint8Array): string | ModelCheck {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return refuse('bad_json');
  }
}

/** The JSON chunk's text of a GLB, or why there is none. */
function glbJson(bytes: Uint8Array): string | ModelCheck {
  if (bytes.byteLength < 12) return refuse('bad_magic');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== GLB_MAGIC) return refuse('bad_magic');
  if (view.getUint32(4, true) !== 2) return refuse('bad_version');
  if (view.getUint32(8, true) !== bytes.byteLength || bytes.byteLength < 20) {
    return refuse('bad_length');
  }
  const jsonLength = view.getUint32(12, true);
  if (view.getUint32(16, true) !== CHUNK_JSON) return refuse('bad_json');
  if (20 + jsonLength > bytes.byteLength) return refuse('bad_length');
  return decode(bytes.subarray(20, 20 + jsonLength));
}

interface GltfJson {
  asset?: { version?: unknown };
  meshes?: unknown;
  buffers?: unknown;
  images?: unknown;
}

function checkGltfJson(text: string, format: ModelFormat): ModelCheck {
  let json: GltfJson;
  try {
    json = JSON.parse(text) as GltfJson;
  } catch {
    return refuse('bad_json');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return refuse('bad_json');
  const version = json.asset?.version;
  if (typeof version !== 'string' || !/^2\.\d+$/.test(version)) return refuse('not_gltf2');
  if (!Array.isArray(json.meshes) || json.meshes.length === 0) return refuse('no_meshes');
  // One file is uploaded, so anything it names by a relative or remote URI would be missing
  // (or fetched from elsewhere); only embedded data: URIs and a GLB's own BIN chunk are kept.
  const uris = [json.buffers, json.images].flatMap((list) =>
    Array.isArray(list) ? list.map((item) => (item as { uri?: unknown } | null)?.uri) : [],
  );
  if (
    uris.some((uri) => uri !== undefined && !(typeof uri === 'string' && uri.startsWith('data:')))
  ) {
    return refuse('external_files');
  }
  return { ok: true, format, meshes: json.meshes.length };
}
