import { Quaternion, Vector3 } from 'three';
import type { AvatarPart, PartMotion, PartRole, Quat, Vec3 } from './avatarPart';

/** Small vector helpers on plain tuples so part lists stay plain, comparable data. */
export const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const mul = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
const len = (a: Vec3): number => Math.hypot(a[0], a[1], a[2]);
export const norm = (a: Vec3): Vec3 => mul(a, 1 / (len(a) || 1));
/** Mirrors a point across the x = 0 plane for side `s` (+1 right, -1 left). */
export const side = (s: number, a: Vec3): Vec3 => [a[0] * s, a[1], a[2]];

const IDENTITY: Quat = [0, 0, 0, 1];
const UP = new Vector3(0, 1, 0);
const FORWARD = new Vector3(0, 0, 1);
const scratchDir = new Vector3();
const scratchQuat = new Quaternion();

const quatTuple = (q: Quaternion): Quat => [q.x, q.y, q.z, q.w];

/** Rotation taking +y onto `dir`. */
function alignY(dir: Vec3): Quat {
  return quatTuple(scratchQuat.setFromUnitVectors(UP, scratchDir.set(...norm(dir))));
}

/** Rotation taking +z onto `dir` (flattened spots lie on a surface with this normal). */
export function alignZ(dir: Vec3): Quat {
  return quatTuple(scratchQuat.setFromUnitVectors(FORWARD, scratchDir.set(...norm(dir))));
}

export function rotationX(angle: number): Quat {
  return [Math.sin(angle / 2), 0, 0, Math.cos(angle / 2)];
}

export function rotationZ(angle: number): Quat {
  return [0, 0, Math.sin(angle / 2), Math.cos(angle / 2)];
}

export function rotationY(angle: number): Quat {
  return [0, Math.sin(angle / 2), 0, Math.cos(angle / 2)];
}

/** Hamilton product: rotation `b` applied first, then `a`. */
export function multiplyQuat(a: Quat, b: Quat): Quat {
  const [ax, ay, az, aw] = a;
  const [bx, by, bz, bw] = b;
  return [
    aw * bx + ax * bw + ay * bz - az * by,
    aw * by - ax * bz + ay * bw + az * bx,
    aw * bz + ax * by - ay * bx + az * bw,
    aw * bw - ax * bx - ay * by - az * bz,
  ];
}

export function ellipsoid(
  role: PartRole,
  center: Vec3,
  radii: Vec3,
  color: string,
  rotation: Quat = IDENTITY,
): AvatarPart {
  return { shape: 'sphere', role, position: center, rotation, scale: radii, color };
}

/** A small sphere drawn with the low-poly `ball` mesh (eyes, noses, knobs). */
export function ball(role: PartRole, center: Vec3, radius: number, color: string): AvatarPart {
  return {
    shape: 'ball',
    role,
    position: center,
    rotation: IDENTITY,
    scale: [radius, radius, radius],
    color,
  };
}

/**
 * A cone or limb running from `from` to `to`. `radiusX` is across the body's x axis and
 * `radiusZ` across the other perpendicular, so ears and manes can be flat.
 */
export function segment(
  shape: 'cone' | 'limb',
  role: PartRole,
  from: Vec3,
  to: Vec3,
  radiusX: number,
  color: string,
  radiusZ: number = radiusX,
): AvatarPart {
  const dir = sub(to, from);
  return {
    shape,
    role,
    position: from,
    rotation: alignY(dir),
    scale: [radiusX, len(dir), radiusZ],
    color,
  };
}

/** An ellipsoid stretched along `dir` (tails, wings): half-length along it, radius across. */
export function stretched(
  role: PartRole,
  center: Vec3,
  dir: Vec3,
  halfLength: number,
  radiusX: number,
  color: string,
  radiusZ: number = radiusX,
): AvatarPart {
  return ellipsoid(role, center, [radiusX, halfLength, radiusZ], color, alignY(dir));
}

export function withMotion(part: AvatarPart, motion: PartMotion): AvatarPart {
  return { ...part, motion };
}

/** A point on an ellipsoid's surface and its outward normal; u runs along z (-1..1), v around z. */
export function onEllipsoid(
  center: Vec3,
  radii: Vec3,
  u: number,
  v: number,
): { point: Vec3; normal: Vec3 } {
  const ring = Math.sqrt(Math.max(0, 1 - u * u));
  const local: Vec3 = [radii[0] * ring * Math.cos(v), radii[1] * ring * Math.sin(v), radii[2] * u];
  const normal = norm([
    local[0] / radii[0] ** 2,
    local[1] / radii[1] ** 2,
    local[2] / radii[2] ** 2,
  ]);
  return { point: add(center, local), normal };
}
