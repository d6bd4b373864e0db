import {
  Euler,
  Matrix4,
  Quaternion,
  Vector3,
  type BufferGeometry,
  type Material,
  type Mesh,
  type Object3D,
} from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import type { ModelAsset, PlacedModel, TransformOffset } from '../../../domain/models/modelScenery';

/**
 * One drawable piece of a model: a geometry in the model's own space (every node's transform
 * baked in) and its material. The meshes of a model that share a material are merged into one
 * part, so a model of ten boxes in three materials is three parts: instanced, three draw calls
 * for every instance of the asset together.
 */
export interface ModelPart {
  name: string;
  geometry: BufferGeometry;
  material: Material;
}

const isMesh = (object: Object3D): object is Mesh => (object as Mesh).isMesh === true;

/** The matrix of an offset transform (position, rotation XYZ in radians, scale). */
function offsetMatrix({ position, rotation, scale }: TransformOffset): Matrix4 {
  return new Matrix4().compose(
    new Vector3(...position),
    new Quaternion().setFromEuler(new Euler(...rotation)),
    new Vector3(...scale),
  );
}

/** Where a placed instance stands: on the floor at (x, 0, y), turned by angle about Y. */
function placementMatrix({ x, y, angle }: Pick<PlacedModel, 'x' | 'y' | 'angle'>): Matrix4 {
  return new Matrix4().makeRotationY(angle).setPosition(x, 0, y);
}

/** Each material once, cloned with the asset's colour for its name when it has one. */
function recoloured(
  material: Material,
  colours: Record<string, string>,
  made: Map<Material, Material>,
) {
  let copy = made.get(material);
  if (!copy) {
    copy = material.clone();
    const colour = colours[material.name];
    const coloured = copy as Material & { color?: { set(value: string): void } };
    if (colour !== undefined && coloured.color) coloured.color.set(colour);
    made.set(material, copy);
  }
  return copy;
}

/**
 * The parts of a loaded model scene for `asset`: its material colours applied and, when drawn
 * instanced, the nodes named in instancingData.nodes given those transforms. The scene itself
 * is not changed (useGLTF shares it between every user of the file); the parts own new
 * geometries and materials, freed with disposeParts.
 */
export function modelParts(scene: Object3D, asset: ModelAsset, instanced: boolean): ModelPart[] {
  const root = scene.clone(true);
  if (instanced) {
    root.traverse((node) => {
      const offset = asset.instancing.nodes[node.name];
      if (!offset) return;
      node.position.set(...offset.position);
      node.rotation.set(...offset.rotation);
      node.scale.set(...offset.scale);
    });
  }
  root.position.set(0, 0, 0);
  root.rotation.set(0, 0, 0);
  root.scale.set(1, 1, 1);
  root.updateMatrixWorld(true);
  const made = new Map<Material, Material>();
  const byMaterial = new Map<Material, { names: string[]; geometries: BufferGeometry[] }>();
  root.traverse((node) => {
    if (!isMesh(node) || Array.isArray(node.material)) return;
    const material = recoloured(node.material, asset.materials, made);
    const entry = byMaterial.get(material) ?? { names: [], geometries: [] };
    entry.names.push(node.name);
    entry.geometries.push(node.geometry.clone().applyMatrix4(node.matrixWorld));
    byMaterial.set(material, entry);
  });
  const parts: ModelPart[] = [];
  for (const [material, { names, geometries }] of byMaterial) {
    // Meshes whose attributes differ (one has UVs, another not) cannot merge: kept apart.
    const merged = geometries.length > 1 ? mergeGeometries(geometries) : geometries[0]!;
    if (merged) {
      if (geometries.length > 1) geometries.forEach((geometry) => geometry.dispose());
      parts.push({ name: material.name || names.join('+'), geometry: merged, material });
    } else {
      geometries.forEach((geometry, i) => parts.push({ name: names[i]!, geometry, material }));
    }
  }
  return parts;
}

/** Frees what modelParts made (each material once). */
export function disposeParts(parts: readonly ModelPart[]): void {
  const materials = new Set<Material>();
  for (const part of parts) {
    part.geometry.dispose();
    materials.add(part.material);
  }
  materials.forEach((material) => material.dispose());
}

/**
 * The matrix of each placement for a group of one asset: where it stands, then the asset's
 * offsets (and, drawn instanced, instancingData's offsets after them).
 */
export function instanceMatrices(
  placements: readonly PlacedModel[],
  asset: ModelAsset,
  instanced: boolean,
): Matrix4[] {
  const offset = offsetMatrix(asset);
  if (instanced) offset.multiply(offsetMatrix(asset.instancing));
  return placements.map((placement) => placementMatrix(placement).multiply(offset));
}
