import { boundsOf, type Bounds, type Collider } from './shapes';

/**
 * Cell size of the broad phase, in world units. One frame's sweep of the player (radius 0.35,
 * a step of 0.1 at 60 fps walking, at most 2.4 for a 0.5 s frame running) plus the radius spans
 * at most 3.2 units, so a query touches one cell in the common case and at most 2 x 2 cells;
 * and the largest usual collider (the fountain, 4.8 across) lies in at most 3 x 3 cells. Smaller
 * cells would file big colliders many times; larger ones would return more far-away candidates
 * in dense rooms (2,000 colliders on a 100 x 100 plaza: about 3 per 4 x 4 cell, 13 per 8 x 8).
 */
export const GRID_CELL_SIZE = 4;

/**
 * A uniform grid over the colliders' bounds, in compressed rows: `cellStart[c]` .. `cellStart[c+1]`
 * index into `entries`, the colliders whose bounds touch cell c. Built once per room's scenery;
 * a query allocates nothing, so the player can ask every frame.
 */
export interface ColliderGrid {
  readonly colliders: readonly Collider[];
  readonly cellSize: number;
  /** The grid covers cells originX .. originX + columns - 1 (and the same for y). */
  readonly originX: number;
  readonly originY: number;
  readonly columns: number;
  readonly rows: number;
  readonly cellStart: Uint32Array;
  readonly entries: Uint32Array;
  /** Per collider: the number of the last query that returned it, so a query lists it once. */
  readonly lastSeen: Uint32Array;
  query: number;
}

function cellRange(grid: Pick<ColliderGrid, 'cellSize' | 'originX' | 'originY'>, b: Bounds) {
  const { cellSize, originX, originY } = grid;
  return {
    x0: Math.floor(b.minX / cellSize) - originX,
    y0: Math.floor(b.minY / cellSize) - originY,
    x1: Math.floor(b.maxX / cellSize) - originX,
    y1: Math.floor(b.maxY / cellSize) - originY,
  };
}

/** The bounds around all of `bounds`; null when there are none. */
function unionOf(bounds: readonly Bounds[]): Bounds | null {
  if (bounds.length === 0) return null;
  const all = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const b of bounds) {
    all.minX = Math.min(all.minX, b.minX);
    all.minY = Math.min(all.minY, b.minY);
    all.maxX = Math.max(all.maxX, b.maxX);
    all.maxY = Math.max(all.maxY, b.maxY);
  }
  return all;
}

export function createColliderGrid(
  colliders: readonly Collider[],
  cellSize: number = GRID_CELL_SIZE,
): ColliderGrid {
  const bounds = colliders.map(boundsOf);
  const all = unionOf(bounds);
  const originX = all ? Math.floor(all.minX / cellSize) : 0;
  const originY = all ? Math.floor(all.minY / cellSize) : 0;
  const columns = all ? Math.floor(all.maxX / cellSize) - originX + 1 : 0;
  const rows = all ? Math.floor(all.maxY / cellSize) - originY + 1 : 0;
  const frame = { cellSize, originX, originY };

  // Two passes: count the entries of each cell, then place them after the running totals.
  const cellStart = new Uint32Array(columns * rows + 1);
  const ranges = bounds.map((b) => cellRange(frame, b));
  for (const r of ranges) {
    for (let cy = r.y0; cy <= r.y1; cy++) {
      for (let cx = r.x0; cx <= r.x1; cx++) cellStart[cy * columns + cx + 1]! += 1;
    }
  }
  for (let c = 1; c < cellStart.length; c++) cellStart[c]! += cellStart[c - 1]!;
  const entries = new Uint32Array(cellStart[cellStart.length - 1] ?? 0);
  const filled = cellStart.slice(0, -1);
  ranges.forEach((r, index) => {
    for (let cy = r.y0; cy <= r.y1; cy++) {
      for (let cx = r.x0; cx <= r.x1; cx++) entries[filled[cy * columns + cx]!++] = index;
    }
  });
  return {
    colliders,
    cellSize,
    originX,
    originY,
    columns,
    rows,
    cellStart,
    entries,
    lastSeen: new Uint32Array(colliders.length),
    query: 0,
  };
}

/**
 * Puts into `out` (emptied first) the indices of the colliders whose bounds may touch the
 * rectangle, each once. Returns `out`.
 */
export function collidersNear(grid: ColliderGrid, area: Bounds, out: number[]): number[] {
  out.length = 0;
  const r = cellRange(grid, area);
  const x0 = Math.max(0, r.x0);
  const y0 = Math.max(0, r.y0);
  const x1 = Math.min(grid.columns - 1, r.x1);
  const y1 = Math.min(grid.rows - 1, r.y1);
  if (x0 > x1 || y0 > y1) return out;
  // Query numbers start at 1: lastSeen is all zeros before the first query.
  grid.query = grid.query === 0xffffffff ? 1 : grid.query + 1;
  if (grid.query === 1) grid.lastSeen.fill(0);
  for (let cy = y0; cy <= y1; cy++) {
    for (let cx = x0; cx <= x1; cx++) {
      const cell = cy * grid.columns + cx;
      for (let e = grid.cellStart[cell]!; e < grid.cellStart[cell + 1]!; e++) {
        const index = grid.entries[e]!;
        if (grid.lastSeen[index] === grid.query) continue;
        grid.lastSeen[index] = grid.query;
        out.push(index);
      }
    }
  }
  return out;
}
