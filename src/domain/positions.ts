import { FLOOR_SIZE, POSITION_SYNC } from './constants';

/** Reference: 500 ms with 1 to 10 users in the room, 1000 ms with 0 or more than 10. */
export function positionSyncInterval(usersInRoom: number): 500 | 1000 {
  return usersInRoom >= 1 && usersInRoom <= POSITION_SYNC.fastMaxUsers
    ? POSITION_SYNC.fastIntervalMs
    : POSITION_SYNC.slowIntervalMs;
}

function roundTo(value: number, decimals: number): number {
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

/** The last cell index on each axis (cells are offset by half a cell: see constants). */
const LAST_CELL = Math.floor((FLOOR_SIZE + POSITION_SYNC.cellOffset) / POSITION_SYNC.cellSize);

function cellIndex(value: number): number {
  const index = Math.floor((value + POSITION_SYNC.cellOffset) / POSITION_SYNC.cellSize);
  return Math.min(LAST_CELL, Math.max(0, index));
}

/** Spatial bucket of a floor position: readers of dense rooms watch the cells around them. */
export function cellOf(x: number, y: number): string {
  return `${cellIndex(x)}_${cellIndex(y)}`;
}

/** The cell of (x, y) and its up to 8 neighbours (9 values, within Firestore's `in` limit). */
export function cellsAround(x: number, y: number): string[] {
  return cellsAroundCell(cellOf(x, y));
}

/** A cell and its up to 8 neighbours. */
export function cellsAroundCell(cell: string): string[] {
  const [cx, cy] = cell.split('_').map(Number) as [number, number];
  const cells: string[] = [];
  for (let dx = -1; dx <= 1; dx++) {
    for (let dy = -1; dy <= 1; dy++) {
      const nx = cx + dx;
      const ny = cy + dy;
      if (nx >= 0 && ny >= 0 && nx <= LAST_CELL && ny <= LAST_CELL) cells.push(`${nx}_${ny}`);
    }
  }
  return cells;
}

/**
 * The cell a reader centres its neighbourhood on: the cell it stands in, except that it keeps
 * the previous centre until it is more than `cellHysteresis` metres past that cell's edge, so
 * walking along a boundary does not re-subscribe back and forth.
 */
export function watchedCentre(previous: string | null, x: number, y: number): string {
  const here = cellOf(x, y);
  if (previous === null || previous === here) return here;
  const [px, py] = previous.split('_').map(Number) as [number, number];
  const { cellSize, cellOffset, cellHysteresis } = POSITION_SYNC;
  const left = px * cellSize - cellOffset - cellHysteresis;
  const right = (px + 1) * cellSize - cellOffset + cellHysteresis;
  const bottom = py * cellSize - cellOffset - cellHysteresis;
  const top = (py + 1) * cellSize - cellOffset + cellHysteresis;
  return x >= left && x < right && y >= bottom && y < top ? previous : here;
}

/** Whether a room with `users` position documents is dense, given whether it was (hysteresis). */
export function isDenseRoom(users: number, wasDense: boolean): boolean {
  return wasDense ? users > POSITION_SYNC.sparseAtUsers : users >= POSITION_SYNC.denseFromUsers;
}

/**
 * What readers of a room need of its head count: whether to write at the fast interval and
 * whether to read cell snapshots. Readers listen to this (it changes only when a flag flips),
 * not to the count itself, which changes with every arrival.
 */
export interface RoomMode {
  fast: boolean;
  dense: boolean;
}

export function roomMode(users: number, wasDense: boolean): RoomMode {
  return {
    fast: positionSyncInterval(users) === POSITION_SYNC.fastIntervalMs,
    dense: isDenseRoom(users, wasDense),
  };
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
