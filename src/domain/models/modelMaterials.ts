import { ASSET_LIMITS } from './assets';
import { gltfJsonOf } from './modelFile';

/** A named material of a model and its own base colour ('#rrggbb', sRGB). */
export interface ModelMaterial {
  name: string;
  colour: string;
}

interface MaterialJson {
  name?: unknown;
  pbrMetallicRoughness?: { baseColorFactor?: unknown };
}

/** glTF colours are linear; a colour input shows sRGB. */
function linearToSrgb(value: number): number {
  const v = Math.min(1, Math.max(0, value));
  return v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055;
}

function hexOf(factor: unknown): string {
  const rgb = Array.isArray(factor) ? factor.slice(0, 3) : [];
  if (rgb.length !== 3 || !rgb.every((c) => typeof c === 'number' && Number.isFinite(c))) {
    return '#ffffff';
  }
  const hex = (rgb as number[]).map((c) =>
    Math.round(linearToSrgb(c) * 255)
      .toString(16)
      .padStart(2, '0'),
  );
  return `#${hex.join('')}`;
}

/**
 * The materials a model names, in the file's order, each once, with their base colours: the
 * asset form offers a colour per material name (an asset's `materials` map is keyed by it).
 * Unnamed materials cannot be keyed and are left out; so are names the schema would refuse,
 * and any past ASSET_LIMITS.materialsMax.
 */
export function modelMaterials(bytes: Uint8Array, filename: string): ModelMaterial[] {
  const json = gltfJsonOf(bytes, filename) as { materials?: unknown } | null;
  const list = Array.isArray(json?.materials) ? (json.materials as MaterialJson[]) : [];
  const seen = new Set<string>();
  const found: ModelMaterial[] = [];
  for (const material of list) {
    const name = material?.name;
    if (typeof name !== 'string' || name.length < 1 || name.length > ASSET_LIMITS.materialNameMax) {
      continue;
    }
    if (seen.has(name)) continue;
    seen.add(name);
    found.push({ name, colour: hexOf(material.pbrMetallicRoughness?.baseColorFactor) });
    if (found.length === ASSET_LIMITS.materialsMax) break;
  }
  return found;
}
