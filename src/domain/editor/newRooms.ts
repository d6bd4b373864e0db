import { FLOOR_SIZE, LIMITS, SPAWN } from '../constants';
import { newInstance, type NewInstance } from './editor';
import { entranceFor } from '../objects/entrances';
import { defaultProps, PORTAL_KEYS } from '../objects/objectProps';
import { arrivalAreas, PLACEMENT } from './placement';
import { toSlug } from '../slugs';

/**
 * What a room created later (app-NEWcreateEventRoom) starts with besides its template (issue 30
 * #14): an id read from its name, which is the URL segment (/event/{slug}/{room}), and, when a
 * portal's destination picker created it, a portal back to the room that portal stands in.
 */

/** The id of a room whose name leaves no letter or digit ('!!!'). */
export const DEFAULT_ROOM_SLUG = 'room';

/**
 * Segments a room id may not take: '_main' cannot come out of toSlug, but 'editor' names the
 * demo's editor room in /demo/editor (roomUrls.ts) and 'insights' the organisers' page
 * /event/{slug}/insights (App.tsx), so a room called so would be unreachable.
 */
const RESERVED_ROOM_IDS: ReadonlySet<string> = new Set(['editor', 'insights']);

/**
 * A new room's id: its name's slug (the events' rule, so letters of every script stay), else
 * DEFAULT_ROOM_SLUG, made unique among the event's `taken` room ids by '-2', '-3'... and kept
 * within the slug length. Existing rooms keep their ids, so old links still work.
 */
export function roomSlug(name: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  const base = toSlug(name) || DEFAULT_ROOM_SLUG;
  const free = (id: string) => !used.has(id) && !RESERVED_ROOM_IDS.has(id);
  if (free(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const head = base.slice(0, LIMITS.slugMax - suffix.length).replace(/-+$/, '');
    const id = `${head || DEFAULT_ROOM_SLUG}${suffix}`;
    if (free(id)) return id;
  }
}

/** A template's instance as stored (read loosely: templates are data, not code). */
export interface TemplatePlacement {
  assetId: string;
  x: number;
  y: number;
  props?: Record<string, unknown>;
}

/** Metres kept between the back portal and any of the template's objects. */
const CLEAR_OF_OBJECTS = 3;

/**
 * The portal back to `originRoomId`, placed in the new room (its template's `instances`) near
 * where people from the origin room arrive: their entrance, or the spawn disc. Far enough that
 * no arrival lands inside its 2.5 m radius (its 'Enter room' would greet everyone), near enough
 * to be seen on arrival; the first of eight directions, starting straight ahead on screen
 * (north, -y: the camera always looks north, features/world CameraRig), that is clear of the
 * template's objects and of every arrival area.
 */
export function returnPortalOf(
  originRoomId: string,
  instances: readonly TemplatePlacement[],
): NewInstance {
  const props: Record<string, unknown> = {
    ...defaultProps('roomPortal'),
    [PORTAL_KEYS.destination]: originRoomId,
  };
  const radius = Number(props[PORTAL_KEYS.radius]);
  const entrances = instances
    .filter((i) => i.assetId === 'roomEntrance')
    .map((i, index) => ({ id: String(index), x: i.x, y: i.y, props: i.props ?? {} }));
  const entrance = entranceFor(entrances, originRoomId);
  const centre = FLOOR_SIZE / 2;
  const arrival = entrance ?? { x: centre, y: centre };
  const spread = entrance ? PLACEMENT.clearance : SPAWN.maxRadius + PLACEMENT.clearance;
  const distance = spread + radius + 1;
  const areas = arrivalAreas(instances);
  const inFloor = (v: number) => v >= PLACEMENT.margin && v <= FLOOR_SIZE - PLACEMENT.margin;
  const candidates = Array.from({ length: 8 }, (_, k) => {
    const angle = Math.PI + (k * Math.PI) / 4;
    return {
      x: arrival.x + Math.sin(angle) * distance,
      y: arrival.y + Math.cos(angle) * distance,
    };
  });
  const clear = (p: { x: number; y: number }) =>
    inFloor(p.x) &&
    inFloor(p.y) &&
    instances.every((i) => Math.hypot(i.x - p.x, i.y - p.y) >= CLEAR_OF_OBJECTS) &&
    // A hair of slack: the diagonals' sines round below the exact distance.
    areas.every((a) => Math.hypot(a.x - p.x, a.y - p.y) >= a.radius + radius - 1e-6);
  const spot = candidates.find(clear) ?? candidates.find((p) => inFloor(p.x) && inFloor(p.y));
  return newInstance(
    { assetType: 'interactive', assetId: 'roomPortal' },
    spot ?? { x: centre, y: centre + distance },
    props,
  );
}
