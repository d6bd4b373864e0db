import type { AnimalLook } from '../../domain/avatars/animals';
import { Box3, Matrix4, Quaternion, Vector3 } from 'three';
import type { AvatarPart, PartMotion, PartShape } from './avatarPart';
import { planBody } from './bodyPlan';
import { headgearParts } from './headgearParts';
import { headParts } from './headParts';
import { markingParts } from './markingParts';
import { mul } from './partMath';
import { tailParts } from './tailParts';

function scaleMotion(motion: PartMotion, k: number): PartMotion {
  return { ...motion, pivot: mul(motion.pivot, k) };
}

function scalePart(part: AvatarPart, k: number): AvatarPart {
  const scaled: AvatarPart = {
    ...part,
    position: mul(part.position, k),
    scale: mul(part.scale, k),
  };
  if (part.motion) scaled.motion = scaleMotion(part.motion, k);
  return scaled;
}

/** Avatars should read at the same size in a crowd: about this tall... */
const TARGET_HEIGHT = 0.9;
/** ...and no further than this from their centre (the avatar's footprint). */
const MAX_REACH = 0.6;

/**
 * Size factor that brings an animal close to avatar size: small animals (hamster, frog) grow
 * until they are TARGET_HEIGHT tall or reach MAX_REACH; animals already tall enough keep their
 * size (the giraffe stays taller); long animals shrink to fit MAX_REACH.
 */
export function avatarSizeFactor(bounds: Box3): number {
  const height = bounds.max.y;
  const reach = Math.max(
    Math.abs(bounds.min.x),
    Math.abs(bounds.max.x),
    Math.abs(bounds.min.z),
    Math.abs(bounds.max.z),
  );
  return Math.min(MAX_REACH / reach, Math.max(1, TARGET_HEIGHT / height));
}

/**
 * Turns a species' look into coloured primitives in its local space (+z forward, feet on
 * y = 0), sized for a crowd and with the look's own scale applied. Pure: run once per species.
 */
export function buildAvatarParts(look: AnimalLook): AvatarPart[] {
  const plan = planBody(look);
  const head = headParts(look, plan);
  const parts = [
    ...plan.parts,
    ...head.parts,
    ...headgearParts(look, plan, head.snoutTip),
    ...tailParts(look, plan),
    ...markingParts(look, plan),
  ];
  const k = avatarSizeFactor(partBounds(parts)) * look.scale;
  return parts.map((part) => scalePart(part, k));
}

/** Box of each unit primitive in its own space (see PartShape). */
const UNIT_BOXES: Record<PartShape, Box3> = {
  sphere: new Box3(new Vector3(-1, -1, -1), new Vector3(1, 1, 1)),
  ball: new Box3(new Vector3(-1, -1, -1), new Vector3(1, 1, 1)),
  cone: new Box3(new Vector3(-1, 0, -1), new Vector3(1, 1, 1)),
  limb: new Box3(new Vector3(-1, 0, -1), new Vector3(1, 1, 1)),
  torus: new Box3(new Vector3(-1.35, -1.35, -0.35), new Vector3(1.35, 1.35, 0.35)),
};

/** Axis-aligned bounds of the parts (slightly generous: boxes of rotated boxes). */
export function partBounds(parts: readonly AvatarPart[]): Box3 {
  const bounds = new Box3();
  const box = new Box3();
  const matrix = new Matrix4();
  for (const part of parts) {
    partMatrix(part, matrix);
    bounds.union(box.copy(UNIT_BOXES[part.shape]).applyMatrix4(matrix));
  }
  return bounds;
}

const scratchPosition = new Vector3();
const scratchRotation = new Quaternion();
const scratchScale = new Vector3();

/** The part's rest transform (unit primitive to animal space). */
export function partMatrix(part: AvatarPart, target: Matrix4): Matrix4 {
  return target.compose(
    scratchPosition.set(...part.position),
    scratchRotation.set(...part.rotation),
    scratchScale.set(...part.scale),
  );
}
