import { DEFAULT_ENTRANCE_SOURCE, ENTRANCE_KEYS } from './objectProps';

/**
 * Room entrances (reference: _roomEntrance-source '_default' or another room): where people
 * arriving from a room appear. Pure: the travel code and the tests share it.
 */
export interface EntranceSpot {
  id: string;
  x: number;
  y: number;
  props: Record<string, unknown>;
}

/** The room an entrance receives arrivals from ('_default': any room without its own). */
function entranceSource(entrance: { props: Record<string, unknown> }): string {
  const source = entrance.props[ENTRANCE_KEYS.source];
  return typeof source === 'string' && source !== '' ? source : DEFAULT_ENTRANCE_SOURCE;
}

/**
 * Where someone arriving from `fromRoomId` appears: the entrance for that room, else the
 * '_default' entrance, else none (the room's spawn). Several of a kind: the smallest id, so
 * every client agrees.
 */
export function entranceFor<T extends EntranceSpot>(
  entrances: readonly T[],
  fromRoomId: string | null,
): T | null {
  const byId = [...entrances].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return (
    (fromRoomId !== null && byId.find((e) => entranceSource(e) === fromRoomId)) ||
    byId.find((e) => entranceSource(e) === DEFAULT_ENTRANCE_SOURCE) ||
    null
  );
}
