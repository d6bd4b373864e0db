/**
 * An avatar is a list of coloured primitives in the animal's local space: +z is forward, y is
 * up, the feet stand on y = 0. Every primitive of one shape across the whole crowd is drawn by a
 * single InstancedMesh, so the shape list below is also the list of draw calls.
 */
export type Vec3 = readonly [number, number, number];
/** Quaternion x, y, z, w. */
export type Quat = readonly [number, number, number, number];

/**
 * Unit primitives: `sphere` and `ball` are radius-1 spheres (ball is low-poly, for small parts);
 * `cone` and `limb` (a rounded cylinder) have radius 1 and run from y = 0 to y = 1 so a part
 * can pivot about its base; `torus` is an open ring of radius 1 in the xy plane.
 */
export type PartShape = 'sphere' | 'ball' | 'cone' | 'limb' | 'torus';
export const PART_SHAPES: readonly PartShape[] = ['sphere', 'ball', 'cone', 'limb', 'torus'];

/** What a part depicts; used for tests and debugging, not for drawing. */
export type PartRole =
  | 'body'
  | 'head'
  | 'neck'
  | 'leg'
  | 'foot'
  | 'arm'
  | 'wing'
  | 'ear'
  | 'eye'
  | 'snout'
  | 'nose'
  | 'headgear'
  | 'tail'
  | 'marking';

/**
 * `swing` rotates about the x axis through `pivot` while walking (legs, arms); `wag` rotates
 * about the y axis through `pivot` all the time (tails).
 */
export type PartMotion =
  { kind: 'swing'; pivot: Vec3; phase: number } | { kind: 'wag'; pivot: Vec3 };

export interface AvatarPart {
  shape: PartShape;
  role: PartRole;
  position: Vec3;
  rotation: Quat;
  scale: Vec3;
  /** '#rrggbb'. */
  color: string;
  motion?: PartMotion;
}
