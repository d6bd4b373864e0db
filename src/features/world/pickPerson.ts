import { Vector3, type Camera } from 'three';
import type { WorldState } from './worldState';

/** An avatar on screen: the segment from its feet to the top of its head. */
const HEAD_HEIGHT = 1.7;
/** How far (px) from that segment a click still picks the person rather than the floor. */
export const PICK_RADIUS_PX = 28;

const feet = new Vector3();
const head = new Vector3();

export type Px = { x: number; y: number };

function toScreen(v: Vector3, size: { width: number; height: number }): Px {
  return { x: ((v.x + 1) / 2) * size.width, y: ((1 - v.y) / 2) * size.height };
}

/** Distance from `p` to the segment a-b. */
function toSegment(p: Px, a: Px, b: Px): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length2 = dx * dx + dy * dy;
  const t =
    length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/**
 * The item nearest to a click on screen, within `radiusPx` of its upright line (from the floor
 * to `height`), or null. Screen space, not a raycast: the crowd's instanced parts are shared by
 * everyone and carry no person's id, and the room's scenery is one merged mesh.
 */
export function pickUpright<T extends { x: number; y: number }>(
  items: Iterable<T>,
  view: { camera: Camera; click: Px; size: { width: number; height: number } },
  height: number,
  radiusPx: number,
): T | null {
  let best: T | null = null;
  let bestDistance = radiusPx;
  for (const item of items) {
    feet.set(item.x, 0, item.y).project(view.camera);
    head.set(item.x, height, item.y).project(view.camera);
    if (feet.z > 1 || head.z > 1) continue; // behind the camera
    const distance = toSegment(view.click, toScreen(feet, view.size), toScreen(head, view.size));
    if (distance <= bestDistance) {
      best = item;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * The drawn person nearest to a click, within PICK_RADIUS_PX of their upright line on screen
 * (feet to head), or null. A click on an avatar opens their popup; a click beside it walks as
 * before.
 */
export function pickPerson(
  state: WorldState,
  camera: Camera,
  click: Px,
  size: { width: number; height: number },
): string | null {
  const drawn = [...state.remotes.values()].filter(
    (remote) => !state.visibleRemoteIds || state.visibleRemoteIds.has(remote.id),
  );
  return pickUpright(drawn, { camera, click, size }, HEAD_HEIGHT, PICK_RADIUS_PX)?.id ?? null;
}
