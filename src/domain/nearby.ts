/**
 * The screen-reader layer of the world: who is near, how far and which way, and what to say
 * when people come near or leave. The camera looks north (towards smaller y).
 */
export const NEARBY = {
  /** People within this many metres are 'near' (announced, listed first). */
  nearMetres: 15,
  /** The list shows at most this many people, nearest first. */
  listMax: 10,
  /** Announcements are gathered and said at most this often. */
  announceEveryMs: 5000,
  /** A walk-there stops this far short of the person, not on top of them. */
  walkStopMetres: 2,
} as const;

const DIRECTIONS = [
  'north',
  'north-east',
  'east',
  'south-east',
  'south',
  'south-west',
  'west',
  'north-west',
] as const;

/** The compass direction of an offset (dx east, dy south), in eight sectors. */
export function compassDirection(dx: number, dy: number): (typeof DIRECTIONS)[number] {
  const degrees = (Math.atan2(dx, -dy) * 180) / Math.PI; // 0 = north, 90 = east
  const sector = Math.round((((degrees % 360) + 360) % 360) / 45) % 8;
  return DIRECTIONS[sector]!;
}

export interface Placed {
  id: string;
  name: string;
  x: number;
  y: number;
  /** Their hand is raised in a talk (src/domain/talk.ts). */
  hand?: boolean;
}

export interface NearbyPerson extends Placed {
  distance: number;
  direction: string;
}

/** The people around `from`, nearest first, at most NEARBY.listMax, with distance and way. */
export function nearbyPeople(from: { x: number; y: number }, people: readonly Placed[]) {
  return people
    .filter((p) => p.name)
    .map((p): NearbyPerson => {
      const dx = p.x - from.x;
      const dy = p.y - from.y;
      return { ...p, distance: Math.hypot(dx, dy), direction: compassDirection(dx, dy) };
    })
    .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name))
    .slice(0, NEARBY.listMax);
}

/** How a nearby person is said: 'Ann, 12 metres north-east' ('here' under a metre). */
export function describeNearby(person: NearbyPerson): string {
  return `${person.name}, ${whereNearby(person)}`;
}

/** Where someone is: 'here', or '2 metres east'. */
export function whereNearby(person: NearbyPerson): string {
  const metres = Math.round(person.distance);
  if (metres < 1) return 'here';
  return `${metres} ${metres === 1 ? 'metre' : 'metres'} ${person.direction}`;
}

/** Where to walk to reach someone: short of them, on the line from `from`. */
export function approachPoint(from: { x: number; y: number }, to: { x: number; y: number }) {
  const distance = Math.hypot(to.x - from.x, to.y - from.y);
  if (distance <= NEARBY.walkStopMetres) return { x: from.x, y: from.y };
  const k = (distance - NEARBY.walkStopMetres) / distance;
  return { x: from.x + (to.x - from.x) * k, y: from.y + (to.y - from.y) * k };
}

/** Names that came within NEARBY.nearMetres and names that left, since the last look. */
export function nearChanges(
  before: ReadonlyMap<string, string>,
  now: ReadonlyMap<string, string>,
): { came: string[]; left: string[] } {
  const came = [...now].filter(([id]) => !before.has(id)).map(([, name]) => name);
  const left = [...before].filter(([id]) => !now.has(id)).map(([, name]) => name);
  return { came, left };
}

function listed(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  if (names.length > 3) return `${names.slice(0, 3).join(', ')} and ${names.length - 3} others`;
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** One sentence for what changed ('' when nothing did). */
export function nearAnnouncement(changes: { came: string[]; left: string[] }): string {
  const parts: string[] = [];
  if (changes.came.length) parts.push(`${listed(changes.came)} came near.`);
  if (changes.left.length) parts.push(`${listed(changes.left)} left.`);
  return parts.join(' ');
}
