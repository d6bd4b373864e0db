import type { BoxCollider, Collider } from './shapes';

/**
 * How a circle overlaps a collider: `depth` > 0 means it overlaps by that much, and moving the
 * circle by normal * depth separates them. A mutable record so per-frame callers reuse one.
 */
export interface Contact {
  depth: number;
  nx: number;
  ny: number;
}

export function createContact(): Contact {
  return { depth: 0, nx: 0, ny: 0 };
}

/**
 * Fills `out` with the contact of a circle at (x, y) against `collider`. When the centres
 * coincide there is no best direction: the circle is pushed along +x (any fixed choice works;
 * a fixed one keeps the result reproducible).
 */
export function circleContact(
  collider: Collider,
  x: number,
  y: number,
  radius: number,
  out: Contact,
): Contact {
  if (collider.kind === 'circle') {
    const dx = x - collider.x;
    const dy = y - collider.y;
    const distance = Math.hypot(dx, dy);
    out.depth = collider.radius + radius - distance;
    if (distance > 1e-9) {
      out.nx = dx / distance;
      out.ny = dy / distance;
    } else {
      out.nx = 1;
      out.ny = 0;
    }
    return out;
  }
  return boxContact(collider, x, y, radius, out);
}

function boxContact(box: BoxCollider, x: number, y: number, radius: number, out: Contact) {
  const { cos, sin, hx, hy } = box;
  const dx = x - box.x;
  const dy = y - box.y;
  // The centre in the box's own axes (see BoxCollider for the axis directions).
  const lx = dx * cos - dy * sin;
  const ly = dx * sin + dy * cos;
  const cx = Math.max(-hx, Math.min(hx, lx));
  const cy = Math.max(-hy, Math.min(hy, ly));
  let nlx = lx - cx;
  let nly = ly - cy;
  const distance = Math.hypot(nlx, nly);
  if (distance > 1e-9) {
    // Outside the box: away from its closest point.
    out.depth = radius - distance;
    nlx /= distance;
    nly /= distance;
  } else {
    // The centre is inside: leave through the nearest face.
    const gapX = hx - Math.abs(lx);
    const gapY = hy - Math.abs(ly);
    if (gapX < gapY) {
      out.depth = radius + gapX;
      nlx = lx < 0 ? -1 : 1;
      nly = 0;
    } else {
      out.depth = radius + gapY;
      nlx = 0;
      nly = ly < 0 ? -1 : 1;
    }
  }
  // Back to floor axes: local x is (cos, -sin), local y is (sin, cos).
  out.nx = nlx * cos + nly * sin;
  out.ny = -nlx * sin + nly * cos;
  return out;
}

const scratch = createContact();

/**
 * Whether a circle at (x, y) touches or overlaps `collider`: the test for sensors such as a
 * portal, the stage, a sign post's reading range or a video area.
 */
export function circleOverlaps(collider: Collider, x: number, y: number, radius: number): boolean {
  return circleContact(collider, x, y, radius, scratch).depth >= 0;
}

/** Whether the point (x, y) lies inside `collider` or on its edge. */
export function pointInside(collider: Collider, x: number, y: number): boolean {
  return circleOverlaps(collider, x, y, 0);
}
