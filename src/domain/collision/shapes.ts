import type { PhysicsData } from '../models/scenery';

/**
 * Static colliders on the floor plane. Floor coordinates: x east, y south (three.js x and z).
 * The world's physics is 2D: the reference's physicsData shapes are circles and boxes standing
 * on a flat floor, and nothing climbs or falls.
 */
export interface CircleCollider {
  kind: 'circle';
  x: number;
  y: number;
  radius: number;
}

/**
 * A box of half extents hx (along its local x) and hy (along its local y), turned by `angle`
 * about the vertical axis the way three.js turns the scenery mesh (Euler(0, angle, 0)): its
 * local x axis lies along (cos, -sin) on the floor and its local y axis along (sin, cos).
 */
export interface BoxCollider {
  kind: 'box';
  x: number;
  y: number;
  angle: number;
  hx: number;
  hy: number;
  /** cos(angle) and sin(angle), computed once: contact tests run many times per frame. */
  cos: number;
  sin: number;
}

export type Collider = CircleCollider | BoxCollider;

export function circleCollider(x: number, y: number, radius: number): CircleCollider {
  return { kind: 'circle', x, y, radius };
}

export function boxCollider(
  x: number,
  y: number,
  angle: number,
  hx: number,
  hy: number,
): BoxCollider {
  return { kind: 'box', x, y, angle, hx, hy, cos: Math.cos(angle), sin: Math.sin(angle) };
}

/** Sizes a physicsData document may leave out (the reference's editor defaults). */
const DEFAULT_RADIUS = 0.5;
const DEFAULT_HALF_EXTENT = 0.5;

/** The collider of a placed scenery asset; null when its physics is switched off. */
export function colliderFromPhysics(
  x: number,
  y: number,
  angle: number,
  physics: PhysicsData,
): Collider | null {
  if (!physics.enabled) return null;
  if (physics.shape === 'BOX') {
    return boxCollider(
      x,
      y,
      angle,
      physics.hx ?? DEFAULT_HALF_EXTENT,
      physics.hy ?? DEFAULT_HALF_EXTENT,
    );
  }
  return circleCollider(x, y, physics.radius ?? DEFAULT_RADIUS);
}

/** Axis-aligned bounds of a collider, for the broad phase. */
export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export function boundsOf(collider: Collider): Bounds {
  if (collider.kind === 'circle') {
    const { x, y, radius } = collider;
    return { minX: x - radius, minY: y - radius, maxX: x + radius, maxY: y + radius };
  }
  const { x, y, hx, hy, cos, sin } = collider;
  const ex = Math.abs(hx * cos) + Math.abs(hy * sin);
  const ey = Math.abs(hx * sin) + Math.abs(hy * cos);
  return { minX: x - ex, minY: y - ey, maxX: x + ex, maxY: y + ey };
}
