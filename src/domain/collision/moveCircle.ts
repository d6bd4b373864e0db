import type { Vec2 } from '../movement';
import { clampToFloor } from '../positions';
import { circleContact, createContact, type Contact } from './contact';
import { collidersNear, createColliderGrid, type ColliderGrid } from './grid';
import type { Bounds, Collider } from './shapes';

/** A room's static colliders with their broad phase and the scratch moveCircle reuses. */
export interface CollisionWorld {
  readonly grid: ColliderGrid;
  readonly candidates: number[];
  readonly contact: Contact;
  readonly area: Bounds;
}

export function createCollisionWorld(colliders: readonly Collider[]): CollisionWorld {
  return {
    grid: createColliderGrid(colliders),
    candidates: [],
    contact: createContact(),
    area: { minX: 0, minY: 0, maxX: 0, maxY: 0 },
  };
}

/**
 * Contacts resolved per sub-step. One suffices against a single surface; a concave corner needs
 * two; more only matters where many colliders crowd one spot, and then a slightly late push-out
 * is finished by the next sub-step or frame.
 */
const MAX_RESOLVE_PASSES = 4;

/**
 * Moves a circle of `radius` from `from` by `delta` through the world's colliders and returns
 * where it ends (written into `out`, so a per-frame caller allocates nothing).
 *
 * The move is cut into sub-steps no longer than the radius: a circle that starts clear of a
 * collider cannot get its centre past that collider's surface within one sub-step, so no
 * collider is tunnelled through, however thin and however long the frame. After each sub-step
 * every overlap is pushed out along its contact normal: that undoes exactly the part of the
 * sub-step that went into the surface and keeps the part along it, so the circle slides (a
 * head-on push keeps nothing and stops). A circle that starts inside a collider is pushed out,
 * even with no motion. The centre stays on the floor.
 *
 * @example
 *   const world = createCollisionWorld([circleCollider(10, 0, 1)]);
 *   moveCircle(world, { x: 0, y: 0 }, 0.5, { x: 20, y: 0 }); // { x: 8.5, y: 0 }
 */
export function moveCircle(
  world: CollisionWorld,
  from: Vec2,
  radius: number,
  delta: Vec2,
  out: Vec2 = { x: 0, y: 0 },
): Vec2 {
  const length = Math.hypot(delta.x, delta.y);
  let x = from.x;
  let y = from.y;

  // Push-outs only undo motion into surfaces, so the centre stays within about `length` of the
  // start: every collider the circle can touch lies within length + 2 radii of it.
  const reach = length + 2 * radius;
  const { area, candidates, contact, grid } = world;
  area.minX = x - reach;
  area.minY = y - reach;
  area.maxX = x + reach;
  area.maxY = y + reach;
  collidersNear(grid, area, candidates);

  // Nothing within reach (most frames, in most of a room): one exact step.
  const steps = candidates.length === 0 ? 1 : Math.max(1, Math.ceil(length / radius));
  const vx = delta.x / steps;
  const vy = delta.y / steps;
  for (let step = 0; step < steps; step++) {
    x += vx;
    y += vy;
    for (let pass = 0; pass < MAX_RESOLVE_PASSES; pass++) {
      let touched = false;
      for (const index of candidates) {
        circleContact(grid.colliders[index]!, x, y, radius, contact);
        if (contact.depth <= 0) continue;
        touched = true;
        x += contact.nx * contact.depth;
        y += contact.ny * contact.depth;
      }
      if (!touched) break;
    }
    x = clampToFloor(x);
    y = clampToFloor(y);
  }
  out.x = x;
  out.y = y;
  return out;
}
