import { describe, expect, it } from 'vitest';
import { applyHomography, quadMatrix3d, squareToQuad, type Quad } from './quadTransform';

/** Where CSS puts an element's point (x, y) under matrix3d(...) with transform-origin 0 0. */
function cssApply(matrix: string, x: number, y: number) {
  const m = matrix.slice('matrix3d('.length, -1).split(',').map(Number);
  const w = m[3]! * x + m[7]! * y + m[15]!;
  return { x: (m[0]! * x + m[4]! * y + m[12]!) / w, y: (m[1]! * x + m[5]! * y + m[13]!) / w };
}

const perspective: Quad = [
  { x: 100, y: 80 },
  { x: 420, y: 120 },
  { x: 400, y: 330 },
  { x: 130, y: 300 },
];

describe('squareToQuad', () => {
  it('takes the unit square corners to the quad, and its centre to where the diagonals cross', () => {
    const m = squareToQuad(perspective)!;
    const corners = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ] as const;
    corners.forEach(([x, y], i) => {
      const p = applyHomography(m, x, y);
      expect(p.x).toBeCloseTo(perspective[i]!.x, 6);
      expect(p.y).toBeCloseTo(perspective[i]!.y, 6);
    });
    // A projective map keeps straight lines: the centre lies on both diagonals.
    const centre = applyHomography(m, 0.5, 0.5);
    const onLine = (a: { x: number; y: number }, b: { x: number; y: number }) =>
      (b.x - a.x) * (centre.y - a.y) - (b.y - a.y) * (centre.x - a.x);
    expect(onLine(perspective[0], perspective[2])).toBeCloseTo(0, 6);
    expect(onLine(perspective[1], perspective[3])).toBeCloseTo(0, 6);
  });

  it('is affine for a parallelogram (no perspective terms)', () => {
    const m = squareToQuad([
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 12, y: 5 },
      { x: 2, y: 5 },
    ])!;
    expect(m[6]).toBeCloseTo(0, 12);
    expect(m[7]).toBeCloseTo(0, 12);
  });

  it('refuses a quad folded onto a line', () => {
    expect(
      squareToQuad([
        { x: 0, y: 0 },
        { x: 1, y: 1 },
        { x: 2, y: 2 },
        { x: 3, y: 3 },
      ]),
    ).toBeNull();
  });
});

describe('quadMatrix3d', () => {
  it('places a 1080 x 720 element corner for corner on the quad', () => {
    const matrix = quadMatrix3d(1080, 720, perspective)!;
    expect(matrix).toMatch(/^matrix3d\(/);
    const corners = [
      [0, 0],
      [1080, 0],
      [1080, 720],
      [0, 720],
    ] as const;
    corners.forEach(([x, y], i) => {
      const p = cssApply(matrix, x, y);
      expect(p.x).toBeCloseTo(perspective[i]!.x, 2);
      expect(p.y).toBeCloseTo(perspective[i]!.y, 2);
    });
  });

  it('is a plain scale and move for an upright rectangle', () => {
    const matrix = quadMatrix3d(1080, 720, [
      { x: 10, y: 20 },
      { x: 118, y: 20 },
      { x: 118, y: 92 },
      { x: 10, y: 92 },
    ]);
    expect(matrix).toBe('matrix3d(0.1,0,0,0,0,0.1,0,0,0,0,1,0,10,20,0,1)');
  });
});
