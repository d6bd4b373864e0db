/**
 * The CSS transform that lays a `width` x `height` element (transform-origin 0 0) exactly onto
 * four points on screen: how a DOM video player is fitted to a screen drawn in perspective. A
 * flat rectangle seen through a camera is a projective map of it (a homography), which CSS
 * expresses as matrix3d. Corners in order: top-left, top-right, bottom-right, bottom-left.
 */
export type ScreenPoint = { x: number; y: number };
export type Quad = readonly [ScreenPoint, ScreenPoint, ScreenPoint, ScreenPoint];

/**
 * The 3 x 3 homography (row-major, h33 = 1) taking the unit square's corners (0,0), (1,0),
 * (1,1), (0,1) to the quad (Heckbert, "Fundamentals of Texture Mapping", square to quad).
 * Null when the quad is degenerate (three corners in a line).
 */
export function squareToQuad(quad: Quad): number[] | null {
  const [p0, p1, p2, p3] = quad;
  const sx = p0.x - p1.x + p2.x - p3.x;
  const sy = p0.y - p1.y + p2.y - p3.y;
  const dx1 = p1.x - p2.x;
  const dx2 = p3.x - p2.x;
  const dy1 = p1.y - p2.y;
  const dy2 = p3.y - p2.y;
  const det = dx1 * dy2 - dx2 * dy1;
  if (Math.abs(det) < 1e-9) return null;
  const g = (sx * dy2 - dx2 * sy) / det;
  const h = (dx1 * sy - sx * dy1) / det;
  return [
    p1.x - p0.x + g * p1.x,
    p3.x - p0.x + h * p3.x,
    p0.x,
    p1.y - p0.y + g * p1.y,
    p3.y - p0.y + h * p3.y,
    p0.y,
    g,
    h,
    1,
  ];
}

/** The CSS matrix3d() placing a width x height element on the quad, or null if degenerate. */
export function quadMatrix3d(width: number, height: number, quad: Quad): string | null {
  const m = squareToQuad(quad);
  if (!m) return null;
  // Element pixels to the unit square first: columns 0 and 1 divided by the size.
  const [a, b, c, d, e, f, g, h] = m.map((v, i) =>
    i % 3 === 0 ? v / width : i % 3 === 1 ? v / height : v,
  ) as [number, number, number, number, number, number, number, number];
  // matrix3d is column-major; the homography acts on (x, y, 1), CSS on (x, y, 0, 1).
  const values = [a, d, 0, g, b, e, 0, h, 0, 0, 1, 0, c, f, 0, 1];
  return `matrix3d(${values.map((v) => Number(v.toPrecision(8))).join(',')})`;
}

/** Where the homography `m` (row-major 3 x 3) takes (x, y): the tests' check. */
export function applyHomography(m: readonly number[], x: number, y: number): ScreenPoint {
  const w = m[6]! * x + m[7]! * y + m[8]!;
  return { x: (m[0]! * x + m[1]! * y + m[2]!) / w, y: (m[3]! * x + m[4]! * y + m[5]!) / w };
}
