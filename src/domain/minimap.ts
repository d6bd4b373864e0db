/** The map overlay (in-event-world.md §2, §9): map world 512 units, zoom 1x to 5x. */
export const MINIMAP = {
  /** Metres across the map at 1x. */
  worldUnits: 512,
  minZoom: 1,
  maxZoom: 5,
} as const;

/** Metres across the map at `zoom`. */
export function mapSpan(zoom: number): number {
  return MINIMAP.worldUnits / zoom;
}

/**
 * The zoom the map opens at: the closest step (1 to 5) at which the furthest object or person
 * from the player still fits on the map, so nothing is off it; 1x when something is further.
 */
export function zoomToFit(
  from: { x: number; y: number },
  things: readonly { x: number; y: number }[],
): number {
  const furthest = things.reduce(
    (max, t) => Math.max(max, Math.abs(t.x - from.x), Math.abs(t.y - from.y)),
    0,
  );
  for (let zoom = MINIMAP.maxZoom; zoom > MINIMAP.minZoom; zoom--) {
    if (furthest <= mapSpan(zoom) / 2) return zoom;
  }
  return MINIMAP.minZoom;
}

/** A world point on a map of `sizePx` centred on `centre` at `zoom`; null when off the map. */
export function toMapPoint(
  centre: { x: number; y: number },
  point: { x: number; y: number },
  zoom: number,
  sizePx: number,
): { x: number; y: number } | null {
  const scale = sizePx / mapSpan(zoom);
  const x = sizePx / 2 + (point.x - centre.x) * scale;
  const y = sizePx / 2 + (point.y - centre.y) * scale;
  if (x < 0 || y < 0 || x > sizePx || y > sizePx) return null;
  return { x, y };
}

/** The next zoom step in a direction, kept within 1x..5x. */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  return Math.min(MINIMAP.maxZoom, Math.max(MINIMAP.minZoom, zoom + direction));
}
