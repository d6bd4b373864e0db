import { describe, expect, it } from 'vitest';
import { circleContact, createContact } from './contact';
import { collidersNear, createColliderGrid, GRID_CELL_SIZE } from './grid';
import { createCollisionWorld, moveCircle } from './moveCircle';
import { boundsOf, boxCollider, circleCollider, type Bounds, type Collider } from './shapes';

/** A small deterministic random source (mulberry32), so failures reproduce. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Colliders of the demo world's sizes (radius 0.2 to 2.4, boxes up to 1.5 x 0.5) on a jittered
 * lattice of 5-unit pitch: never closer than the player's diameter, so a walk always fits.
 */
function scatteredColliders(count: number, random: () => number): Collider[] {
  const side = Math.ceil(Math.sqrt(count));
  return Array.from({ length: count }, (_, i) => {
    const x = 100 + (i % side) * 5 + random() * 0.5;
    const y = 100 + Math.floor(i / side) * 5 + random() * 0.5;
    return random() < 0.5
      ? circleCollider(x, y, 0.2 + random() * 1.3)
      : boxCollider(x, y, random() * Math.PI, 0.1 + random() * 1.4, 0.1 + random() * 0.4);
  });
}

const overlaps = (a: Bounds, b: Bounds) =>
  a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY;

describe('collider grid', () => {
  it('returns the colliders near an area, each once, and not the far ones', () => {
    const colliders = [
      circleCollider(10, 10, 1),
      boxCollider(30, 10, 0, 1, 1),
      circleCollider(50, 50, 12), // spans many cells: listed in each, returned once
    ];
    const grid = createColliderGrid(colliders);
    const near = (minX: number, minY: number, maxX: number, maxY: number) =>
      collidersNear(grid, { minX, minY, maxX, maxY }, []).sort();
    expect(near(9, 9, 11, 11)).toEqual([0]);
    expect(near(28, 9, 45, 50)).toEqual([1, 2]);
    expect(near(0, 0, 100, 100)).toEqual([0, 1, 2]);
    expect(near(200, 200, 210, 210)).toEqual([]);
  });

  it('misses nothing and stays within a cell of the area, on random colliders', () => {
    const random = seededRandom(7);
    const colliders = scatteredColliders(2000, random);
    const grid = createColliderGrid(colliders);
    const bounds = colliders.map(boundsOf);
    const out: number[] = [];
    for (let query = 0; query < 200; query++) {
      const x = 90 + random() * 240;
      const y = 90 + random() * 240;
      const area = { minX: x, minY: y, maxX: x + random() * 6, maxY: y + random() * 6 };
      const widened = {
        minX: area.minX - GRID_CELL_SIZE,
        minY: area.minY - GRID_CELL_SIZE,
        maxX: area.maxX + GRID_CELL_SIZE,
        maxY: area.maxY + GRID_CELL_SIZE,
      };
      const found = new Set(collidersNear(grid, area, out));
      expect(found.size).toBe(out.length);
      const missed = bounds.filter((b, i) => overlaps(b, area) && !found.has(i));
      const far = [...found].filter((i) => !overlaps(bounds[i]!, widened));
      expect({ missed, far }).toEqual({ missed: [], far: [] });
    }
  });

  it('keeps walks among many colliders clear of all of them and cheap', () => {
    const random = seededRandom(42);
    const colliders = scatteredColliders(10_000, random);
    const world = createCollisionWorld(colliders);
    const contact = createContact();
    let p = { x: 102.5, y: 102.5 };
    let candidates = 0;
    const moves = 2000;
    for (let move = 0; move < moves; move++) {
      const heading = random() * Math.PI * 2;
      // Frames from 1/60 s walking to 0.5 s running.
      const length = 0.05 + random() * 2.4;
      p = moveCircle(world, p, 0.35, {
        x: Math.cos(heading) * length,
        y: Math.sin(heading) * length,
      });
      candidates += world.candidates.length;
      for (const index of world.candidates) {
        expect(circleContact(colliders[index]!, p.x, p.y, 0.35, contact).depth).toBeLessThan(1e-6);
      }
    }
    // The broad phase hands over a few colliders per move, not the room's 10,000.
    expect(candidates / moves).toBeLessThan(20);
  });
});
