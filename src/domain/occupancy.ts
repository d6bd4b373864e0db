/**
 * Who is where (issue 33): each room's head count, and a room's capacity.
 *
 * - The count is events/{e}/roomCounts/{roomId} ({ count }): the number of position documents
 *   in the room, counted by the positions functions at every arrival and departure (an
 *   aggregation, functions/src/positions/roomPresence.ts) and written only when it changed.
 *   Members read it; a client listens only to the rooms it shows (its room's portals'
 *   destinations, or the event's rooms while the attendees panel is open), so what it receives
 *   follows the rooms it sees, not the crowd.
 * - A room's capacity is events/{e}/rooms/{roomId}.capacity (null or absent: unlimited), set in
 *   Edit room. The rules refuse a change of one's currentRoom into a room whose count has
 *   reached it, unless the person is an organiser (organisers always enter).
 *
 * Plain TypeScript: the portals and the attendees panel import it.
 */

export const OCCUPANCY = {
  /** The largest capacity a room may hold (firestore.rules isValidRoom says the same). */
  maxCapacity: 1000,
  /**
   * The line's first entries a person in it listens to (firestore.rules bounds the query): their
   * place is counted among them, and beyond them they are told they are further back.
   */
  lineWindow: 50,
} as const;

export const OCCUPANCY_TEXT = {
  capacityLabel: 'Capacity (people)',
  capacityHint: 'Blank: no limit. Organisers always enter.',
  /** In line at a room with free places that go to the people ahead first. */
  placesAhead: 'The free places go to the people ahead of you in line.',
  capacityInvalid: `Capacity is a whole number of people from 1 to ${OCCUPANCY.maxCapacity.toLocaleString('en-US')} (blank for no limit).`,
} as const;

/** 'Poster hall · 12 here' (a count not read yet: the name alone). */
export function occupancyLine(roomName: string, count: number | null): string {
  return count === null ? roomName : `${roomName} · ${count} here`;
}

/** 'Poster hall is full (50 of 50). You will enter when a place frees.' */
export function fullRoomLine(roomName: string, count: number, capacity: number): string {
  return `${roomName} is full (${count} of ${capacity}). You will enter when a place frees.`;
}

/**
 * Why a join by a link into a full room was refused, and what the next 'Join now' does: the
 * page has moved to the main room, whose portals keep the line.
 */
export function fullRoomJoinLine(roomName: string, count: number, capacity: number): string {
  return `${roomName} is full (${count} of ${capacity}). Join now to start in the event's main room instead.`;
}

/** 'You are number 2 in line.' (announced as it changes). */
export function queuePlaceLine(place: number): string {
  if (place > OCCUPANCY.lineWindow) {
    return `More than ${OCCUPANCY.lineWindow} people are ahead of you in line.`;
  }
  return place === 1 ? 'You are first in line.' : `You are number ${place} in line.`;
}

/**
 * Whether someone at `place` in the line (1: first) may enter now: the free places reach them.
 * People ahead who have not entered yet keep theirs.
 */
export function placeReached(place: number, count: number, capacity: number): boolean {
  return place <= capacity - count;
}

/** Whether a room of `capacity` (null: unlimited) holding `count` people takes one more. */
export function hasPlace(count: number, capacity: number | null): boolean {
  return capacity === null || count < capacity;
}

/** A stored capacity as the app uses it: a whole number within bounds, else null (unlimited). */
export function capacityOf(stored: unknown): number | null {
  return typeof stored === 'number' &&
    Number.isInteger(stored) &&
    stored >= 1 &&
    stored <= OCCUPANCY.maxCapacity
    ? stored
    : null;
}

/** A capacity as typed: '' is unlimited (null); a number outside the bounds is an error. */
export function parseCapacity(text: string): { ok: true; capacity: number | null } | { ok: false } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, capacity: null };
  if (!/^\d+$/.test(trimmed)) return { ok: false };
  const capacity = capacityOf(Number(trimmed));
  return capacity === null ? { ok: false } : { ok: true, capacity };
}
