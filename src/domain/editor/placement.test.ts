import { describe, expect, it } from 'vitest';
import { FLOOR_SIZE, SPAWN } from '../constants';
import { arrivalAreas, PLACEMENT, placeForEditor, placeInFront } from './placement';

const away = { x: 100, y: 100 };
const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y);

describe('placeInFront', () => {
  it('puts the object the set distance in front of the person, by their heading (0 is +y)', () => {
    expect(placeInFront({ ...away, angle: 0 }, [])).toEqual({ x: 100, y: 100 + PLACEMENT.ahead });
    const east = placeInFront({ ...away, angle: Math.PI / 2 }, []);
    expect(east.x).toBeCloseTo(100 + PLACEMENT.ahead, 9);
    expect(east.y).toBeCloseTo(100, 9);
    const southWest = placeInFront({ ...away, angle: (-3 * Math.PI) / 4 }, []);
    expect(southWest.x).toBeLessThan(100);
    expect(southWest.y).toBeLessThan(100);
    expect(distance(southWest, away)).toBeCloseTo(PLACEMENT.ahead, 9);
  });

  it('moves it on along the heading, out of the spawn area where arrivals appear', () => {
    const [spawn] = arrivalAreas([]);
    expect(spawn!.radius).toBeGreaterThan(SPAWN.maxRadius);
    // Standing at the spawn's centre, facing +x: it goes on along +x to the area's rim.
    const centre = FLOOR_SIZE / 2;
    const placed = placeInFront({ x: centre, y: centre, angle: Math.PI / 2 }, [spawn!]);
    expect(distance(placed, spawn!)).toBeGreaterThanOrEqual(spawn!.radius);
    expect(distance(placed, spawn!)).toBeLessThan(spawn!.radius + 0.1);
    expect(placed.y).toBeCloseTo(centre, 9);
    expect(placed.x).toBeGreaterThan(centre);
    // Just arrived 3 m north of the centre, facing it: still in front, past the far rim.
    const person = { x: centre, y: centre + 3, angle: Math.PI };
    const across = placeInFront(person, [spawn!]);
    expect(distance(across, spawn!)).toBeGreaterThanOrEqual(spawn!.radius);
    expect(across.x).toBeCloseTo(centre, 9);
    expect(across.y).toBeLessThan(centre);
    // Facing away from it: out of the near rim, still in front.
    const out = placeInFront({ ...person, angle: 0 }, [spawn!]);
    expect(out.y).toBeGreaterThan(person.y);
    expect(distance(out, spawn!)).toBeGreaterThanOrEqual(spawn!.radius);
  });

  it('keeps clear of room entrances too, and of several areas at once', () => {
    const areas = arrivalAreas([
      { assetId: 'roomEntrance', x: 100, y: 102, props: {} },
      { assetId: 'roomEntrance', x: 100, y: 103.4, props: {} },
      { assetId: 'fountain', x: 100, y: 110 },
    ]);
    expect(areas).toHaveLength(3);
    const placed = placeInFront({ ...away, angle: 0 }, areas);
    for (const area of areas) expect(distance(placed, area)).toBeGreaterThanOrEqual(area.radius);
  });

  it('stays inside the room: facing a wall, it is kept the margin away from it', () => {
    const atEdge = placeInFront({ x: FLOOR_SIZE - 0.5, y: 0.5, angle: Math.PI / 2 }, []);
    expect(atEdge.x).toBe(FLOOR_SIZE - PLACEMENT.margin);
    const corner = placeInFront({ x: 3, y: 3, angle: Math.PI }, [], {
      minX: 2,
      minY: 2,
      maxX: 20,
      maxY: 20,
    });
    expect(corner.x).toBeCloseTo(3, 9);
    expect(corner.y).toBe(2 + PLACEMENT.margin);
  });
});

describe('placeForEditor', () => {
  const person = { ...away, angle: 0 };

  it('does not put a second object on the first one placed from the same spot', () => {
    const first = placeForEditor(person, []);
    expect(first).toEqual({ x: 100, y: 100 + PLACEMENT.ahead });
    const second = placeForEditor(person, [{ assetId: 'signPost', ...first }]);
    expect(distance(second, first)).toBeGreaterThanOrEqual(PLACEMENT.spacing);
    // Still in front of the person, along the way they face.
    expect(second.x).toBeCloseTo(100, 9);
    expect(second.y).toBeGreaterThan(first.y);
    const third = placeForEditor(person, [
      { assetId: 'signPost', ...first },
      { assetId: 'npc', ...second },
    ]);
    expect(distance(third, first)).toBeGreaterThanOrEqual(PLACEMENT.spacing);
    expect(distance(third, second)).toBeGreaterThanOrEqual(PLACEMENT.spacing);
  });

  it('ignores objects far away and scenery; where the way ahead is full, places as before', () => {
    const plain = { x: 100, y: 100 + PLACEMENT.ahead };
    expect(placeForEditor(person, [{ assetId: 'signPost', x: 300, y: 300 }])).toEqual(plain);
    const bench = { assetId: 'bench', assetType: 'scenery' as const, ...plain };
    expect(placeForEditor(person, [bench])).toEqual(plain);
    // A row of benches every metre ahead: past the reach, so the plain spot.
    const row = Array.from({ length: 12 }, (_, i) => ({ assetId: 'signPost', x: 100, y: 101 + i }));
    expect(placeForEditor(person, row)).toEqual(placeInFront(person, arrivalAreas(row)));
  });

  it('spaces objects placed from inside the spawn area, where the plain spot is far ahead', () => {
    // Standing 4 m behind the floor's centre, facing across it: the plain spot is where the
    // heading leaves the spawn area, 10.5 m ahead, beyond the objects looked at around the
    // person once (the editor e2e then put a sign post on a zone placed just before it).
    const centre = FLOOR_SIZE / 2;
    const standing = { x: centre, y: centre - 4, angle: 0 };
    const first = placeForEditor(standing, []);
    expect(distance(first, standing)).toBeGreaterThan(10);
    const second = placeForEditor(standing, [{ assetId: 'channelZone', ...first }]);
    expect(distance(second, first)).toBeGreaterThanOrEqual(PLACEMENT.spacing);
  });

  it('never trades the arrival areas for spacing', () => {
    const centre = FLOOR_SIZE / 2;
    const standing = { x: centre, y: centre, angle: Math.PI / 2 };
    const placed = placeForEditor(standing, [{ assetId: 'crate', x: centre + 7, y: centre }]);
    const [spawn] = arrivalAreas([]);
    expect(distance(placed, spawn!)).toBeGreaterThanOrEqual(spawn!.radius);
  });
});
