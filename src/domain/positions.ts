import { FLOOR_SIZE, POSITION_SYNC } from './constants';

/** Reference: 500 ms with 1 to 10 users in the room, 1000 ms with 0 or more than 10. */
export function positionSyncInterval(usersInRoom: number): 500 | 1000 {
  return usersInRoom >= 1 && usersInRoom <= POSITION_SYNC.fastMaxUsers
    ? POSITION_SYNC.fastIntervalMs
    : POSITION_SYNC.slowIntervalMs;
}

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

export interface StoredPosition {
  x: number;
  y: number;
  angle: number;
}

/** Positions are stored rounded to 2 decimals, the angle to 3 (reference). */
export function roundPosition(p: StoredPosition): StoredPosition {
  return { x: roundTo(p.x, 2), y: roundTo(p.y, 2), angle: roundTo(normaliseAngle(p.angle), 3) };
}

/** Angle in (-PI, PI]. */
export function normaliseAngle(angle: number): number {
  const turned = ((((angle + Math.PI) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI)) - Math.PI;
  return turned === -Math.PI ? Math.PI : turned;
}

export function clampToFloor(value: number): number {
  return Math.min(FLOOR_SIZE, Math.max(0, value));
}

/** Whether a stored position differs from the last written one (after rounding). */
export function hasMoved(previous: StoredPosition | null, next: StoredPosition): boolean {
  if (!previous) return true;
  return previous.x !== next.x || previous.y !== next.y || previous.angle !== next.angle;
}

/** Spatial bucket of a floor position: readers listen to the cells around them only. */
export function cellOf(x: number, y: number): string {
  const max = Math.floor(FLOOR_SIZE / POSITION_SYNC.cellSize) - 1;
  const cx = Math.min(max, Math.max(0, Math.floor(x / POSITION_SYNC.cellSize)));
  const cy = Math.min(max, Math.max(0, Math.floor(y / POSITION_SYNC.cellSize)));
  return `${cx}_${cy}`;
}

/** The cell of (x, y) and its up to 8 neighbours (9 values, within Firestore's `in` limit). */
export function cellsAround(x: number, y: number): string[] {
  const [cx, cy] = cellOf(x, y).split('_').map(Number) as [number, number];
  const max = Math.floor(FLOOR_SIZE / POSITION_SYNC.cellSize) - 1;
  const cells: string[] = [];
  for (let dx = -1; dx <= 1; dx++) {
    for (let dy = -1; dy <= 1; dy++) {
      const nx = cx + dx;
      const ny = cy + dy;
      if (nx >= 0 && ny >= 0 && nx <= max && ny <= max) cells.push(`${nx}_${ny}`);
    }
  }
  return cells;
}

/** The `limit` entries nearest to (x, y); all of them when there are fewer. */
export function nearest<T extends { x: number; y: number }>(
  items: readonly T[],
  x: number,
  y: number,
  limit: number = POSITION_SYNC.maxVisibleUsers,
): T[] {
  if (items.length <= limit) return [...items];
  return [...items]
    .map((item) => ({ item, d: (item.x - x) ** 2 + (item.y - y) ** 2 }))
    .sort((a, b) => a.d - b.d)
    .slice(0, limit)
    .map((entry) => entry.item);
}
