import { describe, expect, it } from 'vitest';
import { walkSpeed } from '../movement';
import { circleContact, createContact } from './contact';
import { createCollisionWorld, moveCircle } from './moveCircle';
import { boxCollider, circleCollider, type Collider } from './shapes';

const R = 0.35; // the player's radius
/** Everything happens around the middle of the floor: the centre is clamped to 0..1024. */
const C = 500;

/** How far the circle at (x, y) overlaps the deepest collider (<= 0: clear of all). */
function worstOverlap(colliders: readonly Collider[], x: number, y: number, radius = R) {
  const contact = createContact();
  return Math.max(...colliders.map((c) => circleContact(c, x, y, radius, contact).depth));
}

describe('moveCircle', () => {
  it('moves freely where nothing is in the way', () => {
    const world = createCollisionWorld([circleCollider(C + 50, C, 1)]);
    expect(moveCircle(world, { x: C, y: C }, R, { x: 1, y: -2 })).toEqual({ x: C + 1, y: C - 2 });
  });

  it('stops head-on at the rim of a circle', () => {
    const world = createCollisionWorld([circleCollider(C + 10, C, 2.4)]);
    const end = moveCircle(world, { x: C, y: C }, R, { x: 20, y: 0 });
    expect(end.x).toBeCloseTo(C + 10 - 2.4 - R, 6);
    expect(end.y).toBeCloseTo(C, 6);
  });

  it('stays at the rim when pushing into it frame after frame', () => {
    const world = createCollisionWorld([circleCollider(C + 10, C, 2.4)]);
    let p = { x: C, y: C };
    for (let frame = 0; frame < 300; frame++) p = moveCircle(world, p, R, { x: 0.08, y: 0 });
    expect(p.x).toBeCloseTo(C + 10 - 2.4 - R, 6);
    expect(p.y).toBeCloseTo(C, 6);
  });

  it('slides along a wall at an angle, keeping the motion along the wall', () => {
    const angle = Math.PI / 6;
    const wall = boxCollider(C, C, angle, 20, 0.5);
    const world = createCollisionWorld([wall]);
    // The wall's local axes on the floor: along = (cos, -sin), its normal = (sin, cos).
    const along = { x: Math.cos(angle), y: -Math.sin(angle) };
    const normal = { x: Math.sin(angle), y: Math.cos(angle) };
    const start = { x: C + normal.x * 2, y: C + normal.y * 2 };
    // 3 units along the wall and 4 into it: the circle meets the wall and slides.
    const delta = { x: along.x * 3 - normal.x * 4, y: along.y * 3 - normal.y * 4 };
    const end = moveCircle(world, start, R, delta);
    const offset = { x: end.x - C, y: end.y - C };
    expect(offset.x * normal.x + offset.y * normal.y).toBeCloseTo(0.5 + R, 6);
    expect(offset.x * along.x + offset.y * along.y).toBeCloseTo(3, 6);
  });

  it('stops in a corner of two walls', () => {
    const world = createCollisionWorld([
      boxCollider(C, C + 5, 0, 10, 0.5), // a wall along x, its face at y = C + 4.5
      boxCollider(C + 5, C, 0, 0.5, 10), // a wall along y, its face at x = C + 4.5
    ]);
    const end = moveCircle(world, { x: C, y: C }, R, { x: 10, y: 10 });
    expect(end.x).toBeCloseTo(C + 4.5 - R, 6);
    expect(end.y).toBeCloseTo(C + 4.5 - R, 6);
  });

  it('pushes a circle that starts inside out through the nearest face, even without motion', () => {
    const world = createCollisionWorld([boxCollider(C, C, 0, 2, 1)]);
    const end = moveCircle(world, { x: C + 0.3, y: C + 0.2 }, R, { x: 0, y: 0 });
    expect(end.x).toBeCloseTo(C + 0.3, 6);
    expect(end.y).toBeCloseTo(C + 1 + R, 6);
  });

  it('stops against a box turned 45 degrees and is deflected along its face', () => {
    const angle = Math.PI / 4;
    const box = boxCollider(C, C, angle, 2, 0.5);
    const world = createCollisionWorld([box]);
    // Head-on along the box's normal (sin, cos): stops hy + radius from its centre.
    const n = { x: Math.sin(angle), y: Math.cos(angle) };
    const end = moveCircle(world, { x: C + n.x * 5, y: C + n.y * 5 }, R, {
      x: -n.x * 9,
      y: -n.y * 9,
    });
    expect(Math.hypot(end.x - C, end.y - C)).toBeCloseTo(0.5 + R, 6);
    // Walking east into its west face: deflected north along the face, never overlapping.
    let p = { x: C - 3, y: C };
    for (let frame = 0; frame < 60; frame++) {
      p = moveCircle(world, p, R, { x: 0.1, y: 0 });
      expect(worstOverlap([box], p.x, p.y)).toBeLessThan(1e-9);
    }
    expect(p.y).toBeLessThan(C - 1);
  });

  it('does not tunnel through a thin fence in one long step', () => {
    const fence = boxCollider(C, C, 0, 1.5, 0.1);
    const world = createCollisionWorld([fence]);
    const stopAt = C - 0.1 - R;
    expect(moveCircle(world, { x: C, y: C - 5 }, R, { x: 0, y: 10 }).y).toBeCloseTo(stopAt, 6);
    // The slowest frame the player integrates: 0.5 s at run speed (2.4 units).
    const slowFrame = walkSpeed(true) * 0.5;
    const end = moveCircle(world, { x: C + 0.2, y: stopAt - 1 }, R, { x: 0, y: slowFrame });
    expect(end.y).toBeCloseTo(stopAt, 6);
  });

  it('keeps the centre on the floor', () => {
    const world = createCollisionWorld([]);
    expect(moveCircle(world, { x: 1, y: 1023 }, R, { x: -3, y: 5 })).toEqual({ x: 0, y: 1024 });
  });

  it('writes into the given output instead of allocating', () => {
    const world = createCollisionWorld([]);
    const out = { x: 0, y: 0 };
    expect(moveCircle(world, { x: C, y: C }, R, { x: 1, y: 0 }, out)).toBe(out);
    expect(out).toEqual({ x: C + 1, y: C });
  });
});
