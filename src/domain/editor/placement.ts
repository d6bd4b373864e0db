import { FLOOR_SIZE, SPAWN } from '../constants';

/**
 * Where the room editor's 'Place here' puts a new object (issue 30 #10): not inside the placing
 * person's own avatar but a short way in front of them, and never where people arrive (the
 * spawn area, a room entrance), or later arrivals would appear inside a screen or a sign.
 */
export const PLACEMENT = {
  /** Metres in front of the person: clear of their avatar, near enough to be "here". */
  ahead: 2,
  /** Metres kept free around an arrival point, beyond its own spread (an object's half size). */
  clearance: 1.5,
  /** Metres kept between a placed object and the floor's edge. */
  margin: 1,
  /** Metres kept between a new object and one already there ('Place here' twice, one spot). */
  spacing: 1.5,
  /** How much further than its plain spot a new object may go to stay off the objects there. */
  reach: 6,
} as const;

/** Where people appear: within `radius` metres of (x, y). */
export interface ArrivalArea {
  x: number;
  y: number;
  radius: number;
}

/** A rectangle of floor the room holds (the whole floor unless told). */
export interface RoomBounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

const FLOOR_BOUNDS: RoomBounds = { minX: 0, minY: 0, maxX: FLOOR_SIZE, maxY: FLOOR_SIZE };

/**
 * A room's arrival areas: the spawn disc (arrivals without an entrance land up to
 * SPAWN.maxRadius from the floor's centre) and every room entrance, each with the clearance.
 */
export function arrivalAreas(
  instances: readonly { x: number; y: number; assetId: string; props?: Record<string, unknown> }[],
): ArrivalArea[] {
  const centre = FLOOR_SIZE / 2;
  const spawn = { x: centre, y: centre, radius: SPAWN.maxRadius + PLACEMENT.clearance };
  const entrances = instances
    .filter((i) => i.assetId === 'roomEntrance')
    .map((i) => ({ x: i.x, y: i.y, radius: PLACEMENT.clearance }));
  return [spawn, ...entrances];
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** How many times the areas are gone over: pushing out of one may push into another. */
const ROUNDS = 8;

/**
 * A point `PLACEMENT.ahead` metres in front of `person` (angles face like the player's: 0 is
 * +y, x grows with sin); when that falls in an arrival area, further on along the person's
 * heading to where the line leaves the area, so the object stays in front of them, in view of
 * the camera behind them. Kept inside `bounds` by the margin (the room wins over an area).
 */
export function placeInFront(
  person: { x: number; y: number; angle: number },
  arrivals: readonly ArrivalArea[],
  bounds: RoomBounds = FLOOR_BOUNDS,
): { x: number; y: number } {
  const heading = { x: Math.sin(person.angle), y: Math.cos(person.angle) };
  let along = PLACEMENT.ahead;
  for (let round = 0; round < ROUNDS; round++) {
    let moved = false;
    for (const area of arrivals) {
      const x = person.x + heading.x * along;
      const y = person.y + heading.y * along;
      if (Math.hypot(x - area.x, y - area.y) >= area.radius) continue;
      // Where the heading's line leaves the area's circle (the point is inside, so it does),
      // and a hair past it, so rounding the stored coordinates cannot put it back inside.
      const toCentre = (area.x - person.x) * heading.x + (area.y - person.y) * heading.y;
      const offLine = Math.hypot(
        area.x - (person.x + heading.x * toCentre),
        area.y - (person.y + heading.y * toCentre),
      );
      along = toCentre + Math.sqrt(Math.max(0, area.radius ** 2 - offLine ** 2)) + 0.01;
      moved = true;
    }
    if (!moved) break;
  }
  return {
    x: clamp(
      person.x + heading.x * along,
      bounds.minX + PLACEMENT.margin,
      bounds.maxX - PLACEMENT.margin,
    ),
    y: clamp(
      person.y + heading.y * along,
      bounds.minY + PLACEMENT.margin,
      bounds.maxY - PLACEMENT.margin,
    ),
  };
}

/**
 * 'Place here': in front of the person, off the arrival areas, and off the interactive objects
 * already there, so placing several from one spot does not stack them on top of each other.
 * Only while that stays within PLACEMENT.reach of the plain spot: in a crowded plaza, beyond
 * it the new object would land out of view, so it goes where it would go without the others.
 */
export function placeForEditor(
  person: { x: number; y: number; angle: number },
  instances: readonly {
    x: number;
    y: number;
    assetId: string;
    assetType?: 'interactive' | 'scenery';
    props?: Record<string, unknown>;
  }[],
): { x: number; y: number } {
  const arrivals = arrivalAreas(instances);
  const plain = placeInFront(person, arrivals);
  // The spots tried lie between the plain one and PLACEMENT.reach beyond it, so the objects
  // that can be in the way are those near the plain spot. (Measured from the person, they
  // missed the objects of a plain spot pushed far ahead by the spawn area: a second object
  // then landed on the first.)
  const near = PLACEMENT.reach + PLACEMENT.spacing;
  const occupied = instances
    // Interactive objects only: scenery is walked around and stood beside, and the templates'
    // plazas are full of it.
    .filter((i) => i.assetType !== 'scenery')
    .filter((i) => Math.hypot(i.x - plain.x, i.y - plain.y) <= near)
    .map((i) => ({ x: i.x, y: i.y, radius: PLACEMENT.spacing }));
  if (occupied.length === 0) return plain;
  const spaced = placeInFront(person, [...arrivals, ...occupied]);
  const clear = [...arrivals, ...occupied].every(
    (area) => Math.hypot(spaced.x - area.x, spaced.y - area.y) >= area.radius,
  );
  const within = Math.hypot(spaced.x - plain.x, spaced.y - plain.y) <= PLACEMENT.reach;
  return clear && within ? spaced : plain;
}
