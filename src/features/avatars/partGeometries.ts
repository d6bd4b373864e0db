import {
  BufferGeometry,
  ConeGeometry,
  LatheGeometry,
  SphereGeometry,
  TorusGeometry,
  Vector2,
} from 'three';
import type { PartShape } from './avatarPart';

/** A radius-1 cylinder from y = 0 to y = 1 with rounded ends (legs, necks, trunks). */
function roundedLimb(): BufferGeometry {
  const profile = [
    [0, 0],
    [0.6, 0.02],
    [0.92, 0.08],
    [1, 0.18],
    [1, 0.82],
    [0.92, 0.92],
    [0.6, 0.98],
    [0, 1],
  ].map(([x = 0, y = 0]) => new Vector2(x, y));
  return new LatheGeometry(profile, 8);
}

/**
 * The unit primitives every avatar is made of (see PartShape). Segment counts are kept low on
 * purpose: a hundred animals of ~30 parts each must stay cheap.
 */
export function createPartGeometries(): Record<PartShape, BufferGeometry> {
  return {
    sphere: new SphereGeometry(1, 14, 10),
    ball: new SphereGeometry(1, 8, 6),
    cone: new ConeGeometry(1, 1, 8).translate(0, 0.5, 0),
    limb: roundedLimb(),
    torus: new TorusGeometry(1, 0.35, 6, 14, Math.PI * 1.5),
  };
}
