import { Vector3, type Camera } from 'three';
import type { WorldState } from './worldState';

/** An avatar on screen: the segment from its feet to the top of its head. */
const HEAD_HEIGHT = 1.7;
/** How far (px) from that segment a click still picks the person rather than the floor. */
export const PICK_RADIUS_PX = 28;

const feet = new Vector3();
const head = new Vector3();

type Px = { x: number; y: number };

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
 * The drawn person nearest to a click, within PICK_RADIUS_PX of their upright line on screen
 * (feet to head), or null. A click on an avatar opens their popup; a click beside it walks as
 * before. Screen space, not a raycast: the crowd's instanced parts are shared by everyone and
 * carry no person's id.
 */
export function pickPerson(
  state: WorldState,
  camera: Camera,
  click: Px,
  size: { width: number; height: number },
): string | null {
  let best: string | null = null;
  let bestDistance = PICK_RADIUS_PX;
  for (const remote of state.remotes.values()) {
    if (state.visibleRemoteIds && !state.visibleRemoteIds.has(remote.id)) continue;
    feet.set(remote.x, 0, remote.y).project(camera);
    head.set(remote.x, HEAD_HEIGHT, remote.y).project(camera);
    if (feet.z > 1 || head.z > 1) continue; // behind the camera
    const distance = toSegment(click, toScreen(feet, size), toScreen(head, size));
    if (distance <= bestDistance) {
      best = remote.id;
      bestDistance = distance;
    }
  }
  return best;
}
