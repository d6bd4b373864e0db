import { useEffect, useState } from 'react';
import { watchRoomNames } from '../../data/roomSettings';
import { roomDisplayName } from '../../domain/roomNames';
import { mainRoomOf } from '../../domain/roomUrls';
import { useEventSession } from './useEventSession';

export interface RoomName {
  id: string;
  /** As shown: the name, 'Main' or 'Un-named'. */
  name: string;
}

/**
 * The event's rooms as people see them named, live (null until read). Every component that
 * asks shares one Firestore listener (the SDK merges identical queries).
 */
export function useRoomNames(): RoomName[] | null {
  const eventId = useEventSession((s) => s.eventId);
  const demo = useEventSession((s) => s.demo);
  const [rooms, setRooms] = useState<RoomName[] | null>(null);
  useEffect(
    () =>
      watchRoomNames(
        eventId,
        (list) =>
          setRooms(
            list.map((room) => ({ id: room.id, name: roomDisplayName(room, mainRoomOf(demo)) })),
          ),
        (error) => console.warn('Could not read the rooms', error),
      ),
    [eventId, demo],
  );
  return rooms;
}

/** A room's shown name among `rooms` (its id while the list loads or when it is gone). */
export function nameOfRoom(rooms: readonly RoomName[] | null, roomId: string): string {
  return rooms?.find((room) => room.id === roomId)?.name ?? roomId;
}
