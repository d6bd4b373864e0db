import { Color, Matrix4, type Box3 } from 'three';
import { getAnimal, type AnimalSpec } from '../../domain/avatars/animals';
import { PART_SHAPES, type PartMotion } from './avatarPart';
import { buildAvatarParts, partBounds, partMatrix } from './buildAvatarParts';

/** A species' parts prepared for drawing: rest matrices, linear colours, shape slots. */
export interface SpeciesModel {
  readonly spec: AnimalSpec;
  readonly rest: readonly Matrix4[];
  readonly colors: readonly Color[];
  /** Index into PART_SHAPES for each part. */
  readonly shapeOf: Uint8Array;
  readonly motions: readonly (PartMotion | undefined)[];
  /** How many instances of each shape one avatar of this species uses. */
  readonly shapeCounts: readonly number[];
  readonly bounds: Box3;
}

const models = new Map<string, SpeciesModel>();

function buildModel(spec: AnimalSpec): SpeciesModel {
  const parts = buildAvatarParts(spec.look);
  const shapeCounts = PART_SHAPES.map(() => 0);
  const shapeOf = new Uint8Array(parts.length);
  parts.forEach((part, i) => {
    const shape = PART_SHAPES.indexOf(part.shape);
    shapeOf[i] = shape;
    shapeCounts[shape] = (shapeCounts[shape] ?? 0) + 1;
  });
  return {
    spec,
    rest: parts.map((part) => partMatrix(part, new Matrix4())),
    colors: parts.map((part) => new Color(part.color)),
    shapeOf,
    motions: parts.map((part) => part.motion),
    shapeCounts,
    bounds: partBounds(parts),
  };
}

/** The prepared model for an animal key (unknown keys get the default), built once. */
export function speciesModel(animalKey: string): SpeciesModel {
  const spec = getAnimal(animalKey);
  let model = models.get(spec.key);
  if (!model) {
    model = buildModel(spec);
    models.set(spec.key, model);
  }
  return model;
}
