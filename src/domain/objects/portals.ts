import type { ExtraObject } from './roomObjects';
import { PORTAL_KEYS, propOf } from './objectProps';

export { PORTAL_TEXT } from './portalText';

export interface Portal {
  id: string;
  x: number;
  y: number;
  destination: string;
  showLabel: boolean;
  automatic: boolean;
  radius: number;
  showRange: boolean;
}

export function portalOf(object: ExtraObject): Portal {
  const prop = (key: string) => propOf('roomPortal', object.props, key);
  return {
    id: object.id,
    x: object.x,
    y: object.y,
    destination: String(prop(PORTAL_KEYS.destination)),
    showLabel: prop(PORTAL_KEYS.label) === 'visible',
    automatic: prop(PORTAL_KEYS.access) === 'automatic',
    radius: Number(prop(PORTAL_KEYS.radius)),
    showRange: prop(PORTAL_KEYS.range) === 'visible',
  };
}

/** The portal the player stands at: the nearest whose radius holds them, or none. */
export function portalAt(
  portals: readonly Portal[],
  player: { x: number; y: number },
): Portal | null {
  let best: Portal | null = null;
  let bestDistance = Infinity;
  for (const portal of portals) {
    const d = Math.hypot(portal.x - player.x, portal.y - player.y);
    if (d <= portal.radius && d < bestDistance) {
      best = portal;
      bestDistance = d;
    }
  }
  return best;
}

/** The ids of every portal whose radius holds the player (overlapping portals: all of them). */
export function portalsHolding(
  portals: readonly Portal[],
  player: { x: number; y: number },
): Set<string> {
  const inside = new Set<string>();
  for (const portal of portals) {
    if (Math.hypot(portal.x - player.x, portal.y - player.y) <= portal.radius)
      inside.add(portal.id);
  }
  return inside;
}

/**
 * Whether an automatic portal takes the player at this check (issue 30 #11): only one they
 * have just walked INTO, that is automatic now. `before` is the set of portals that held them
 * at the last check, null at the first one (just arrived: someone placed at an entrance inside
 * a portal must step out and back in first, or two facing portals would bounce them for ever).
 * Standing in a portal while it is made automatic is not walking into it, and while `editing`
 * (the room editor open) none takes them: an organiser setting one up is never sent away
 * mid-edit. Returns the portal to enter, or null, and the set to pass as `before` next time.
 */
export function autoEntry(
  before: ReadonlySet<string> | null,
  portals: readonly Portal[],
  player: { x: number; y: number },
  editing: boolean,
): { inside: Set<string>; enter: Portal | null } {
  const inside = portalsHolding(portals, player);
  if (before === null || editing) return { inside, enter: null };
  const entered = portals.filter((p) => p.automatic && inside.has(p.id) && !before.has(p.id));
  // Walked into several at once: the nearest, as portalAt would show it.
  const enter = portalAt(entered, player);
  return { inside, enter };
}
