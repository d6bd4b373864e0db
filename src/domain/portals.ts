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

/**
 * Whether an automatic portal takes the player now: they stand in it, and they have not just
 * arrived in it (someone placed at an entrance inside a portal must step out and back in first,
 * or two facing portals would bounce them for ever).
 */
export function autoEnters(portal: Portal | null, armed: boolean): boolean {
  return portal !== null && portal.automatic && armed;
}
