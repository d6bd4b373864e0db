import { BOTS, POSITION_SYNC } from './constants';
import { cellOf, nearest, type StoredPosition } from './positions';
import { parseWornReaction } from './reactions';

/**
 * What a position carries about the person standing there, so readers of a room need nothing
 * else: no client listens to the event's users to draw the people around it.
 */
export interface Wearer {
  name: string;
  animal: string;
  /** Muted by themselves or temporarily by an event admin. */
  muted: boolean;
  /** The last reaction made, as worn (reactions.ts): '' or `${key}:${count}`. */
  reaction: string;
  /** A raised hand in a talk's queue (talk.ts): the hand document's owner wears it. */
  hand: boolean;
}

/** A position as readers receive it, from a position document or a cell snapshot. */
export interface PositionRecord extends StoredPosition, Wearer {
  uid: string;
  interval: number;
  /** Server time of the write, ms; null while a local write is pending. */
  t: number | null;
}

/** The fields of positions/{uid} (firestore.rules isValidPosition), without the server time. */
export interface PositionFields extends StoredPosition, Wearer {
  interval: number;
  cell: string;
}

const NAME_MAX = 48;
const ANIMAL_KEY_MAX = 40;

/** The moving part of a position document: where, which way, how often and which cell. */
export function movementFields(position: StoredPosition, interval: number) {
  return {
    x: position.x,
    y: position.y,
    angle: position.angle,
    interval,
    cell: cellOf(position.x, position.y),
  };
}

/** The document a writer stores: the position, its cell and who wears it. */
export function positionFields(
  position: StoredPosition,
  interval: number,
  wearer: Wearer,
): PositionFields {
  return {
    ...movementFields(position, interval),
    name: wearer.name.slice(0, NAME_MAX),
    animal: wearer.animal.slice(0, ANIMAL_KEY_MAX),
    muted: wearer.muted,
    reaction: wornReaction(wearer.reaction),
    hand: wearer.hand,
  };
}

/** A worn reaction as stored: itself when well formed, else '' (none). */
function wornReaction(worn: unknown): string {
  return parseWornReaction(worn) ? (worn as string) : '';
}

/** Reads a stored position document's fields defensively (another client wrote them). */
export function readPositionRecord(
  uid: string,
  data: Record<string, unknown>,
  t: number | null,
): PositionRecord {
  return {
    uid,
    x: Number(data.x) || 0,
    y: Number(data.y) || 0,
    angle: Number(data.angle) || 0,
    interval: Number(data.interval) || BOTS.updateMs,
    t,
    name: typeof data.name === 'string' ? data.name : '',
    animal: typeof data.animal === 'string' ? data.animal : '',
    muted: data.muted === true,
    reaction: wornReaction(data.reaction),
    hand: data.hand === true,
  };
}

/** A person in a cell snapshot: the position record without its uid (the map's key). */
export type CellPerson = Omit<PositionRecord, 'uid' | 'interval' | 't'> & { t: number };

/**
 * events/{e}/rooms/{r}/cells/{cell}: everyone in one cell of a dense room, at time `t`. The
 * people are packed in one string (encodePeople): a reader in a crowd receives a snapshot a
 * second, and Firestore's wire format spells out every field name and type of every map entry,
 * about four times the bytes of the packed form.
 */
export interface CellSnapshot {
  t: number;
  people: string;
}

type PackedPerson = [string, number, number, number, string, 0 | 1, string, string, string, 0 | 1];

/**
 * Packs a cell's people: [uid, x, y, angle, t in base 36, muted, name, animal, reaction, hand].
 * The hand comes last, so a snapshot packed before it existed reads as no hand raised.
 */
export function encodePeople(people: Record<string, CellPerson>): string {
  const packed: PackedPerson[] = Object.entries(people).map(([uid, p]) => [
    uid,
    p.x,
    p.y,
    p.angle,
    Math.round(p.t).toString(36),
    p.muted ? 1 : 0,
    p.name,
    p.animal,
    p.reaction,
    p.hand ? 1 : 0,
  ]);
  return JSON.stringify(packed);
}

/** Unpacks encodePeople's string; anything malformed reads as nobody (a server wrote it). */
export function decodePeople(text: unknown): Record<string, CellPerson> {
  const people: Record<string, CellPerson> = {};
  let packed: unknown;
  try {
    packed = typeof text === 'string' ? JSON.parse(text) : [];
  } catch {
    return people;
  }
  if (!Array.isArray(packed)) return people;
  for (const entry of packed as PackedPerson[]) {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string') continue;
    const [uid, x, y, angle, t, muted, name, animal, reaction, hand] = entry;
    people[uid] = {
      x: Number(x) || 0,
      y: Number(y) || 0,
      angle: Number(angle) || 0,
      t: parseInt(String(t), 36) || 0,
      muted: muted === 1,
      name: String(name ?? ''),
      animal: String(animal ?? ''),
      reaction: wornReaction(reaction),
      hand: hand === 1,
    };
  }
  return people;
}

/** The records of a cell snapshot; people in it move at the snapshot rate. */
export function recordsOfSnapshot(snapshot: CellSnapshot): PositionRecord[] {
  return Object.entries(decodePeople(snapshot.people)).map(([uid, person]) =>
    readPositionRecord(
      uid,
      { ...person, interval: POSITION_SYNC.snapshotMs },
      Number(person.t) || null,
    ),
  );
}

/** The centre of a cell on the floor. */
export function cellCentre(cell: string): { x: number; y: number } {
  const [cx, cy] = cell.split('_').map(Number) as [number, number];
  const { cellSize, cellOffset } = POSITION_SYNC;
  return { x: (cx + 0.5) * cellSize - cellOffset, y: (cy + 0.5) * cellSize - cellOffset };
}

/**
 * Everyone of a room grouped by the cell they stand in (from their coordinates, not a field
 * the writer chose), as the room ticker stores them: one snapshot's people per cell, at most
 * `maxPerCell` of them, those nearest the cell's centre (a crowd's core).
 */
export function peopleByCell(
  records: Iterable<PositionRecord>,
  maxPerCell: number = POSITION_SYNC.snapshotMaxPerCell,
): Map<string, Record<string, CellPerson>> {
  const grouped = new Map<string, PositionRecord[]>();
  for (const record of records) {
    const cell = cellOf(record.x, record.y);
    grouped.set(cell, [...(grouped.get(cell) ?? []), record]);
  }
  const cells = new Map<string, Record<string, CellPerson>>();
  for (const [cell, members] of grouped) {
    const centre = cellCentre(cell);
    const kept = nearest(members, centre.x, centre.y, maxPerCell);
    const people: Record<string, CellPerson> = {};
    for (const { uid, interval: _interval, t, ...person } of kept)
      people[uid] = { ...person, t: t ?? 0 };
    cells.set(cell, people);
  }
  return cells;
}
