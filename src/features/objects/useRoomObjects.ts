import { useEffect, useState } from 'react';
import { watchRoomObjects } from '../../data/roomObjects';
import type { RoomObject } from '../../domain/objects/roomObjects';

export type RoomObjects =
  | { status: 'loading'; objects: readonly RoomObject[] }
  | { status: 'ready'; objects: readonly RoomObject[] }
  | { status: 'error'; objects: readonly RoomObject[]; message: string };

const NONE: readonly RoomObject[] = [];

/** The room's interactive objects, live (an organiser's 'Make public' shows at once). */
export function useRoomObjects(eventId: string, roomId: string): RoomObjects {
  const [objects, setObjects] = useState<RoomObjects>({ status: 'loading', objects: NONE });
  useEffect(() => {
    setObjects({ status: 'loading', objects: NONE });
    return watchRoomObjects(
      eventId,
      roomId,
      (next) => setObjects({ status: 'ready', objects: next }),
      (error) => setObjects({ status: 'error', objects: NONE, message: error.message }),
    );
  }, [eventId, roomId]);
  return objects;
}
