import {
  documentId,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  updateDoc,
} from 'firebase/firestore';
import type { RoomSettings } from '../domain/rooms';
import { paths } from './paths';

/** A room as the Edit rooms list shows it. */
export interface RoomSummary {
  id: string;
  name: string;
  audioAttenuation: unknown;
  audioRolloff: unknown;
  capacity: unknown;
}

/** An event has a handful of rooms; the list stops at this many (the list says so). */
export const ROOM_LIST_LIMIT = 100;

/** The event's rooms (read once when the Edit rooms dialog opens, and after a change). */
export async function listRooms(eventId: string): Promise<RoomSummary[]> {
  const snap = await getDocs(
    query(paths.rooms(eventId), orderBy(documentId()), limit(ROOM_LIST_LIMIT)),
  );
  return snap.docs.map((d) => ({
    id: d.id,
    name: String(d.get('name') ?? ''),
    audioAttenuation: d.get('audioAttenuation'),
    audioRolloff: d.get('audioRolloff'),
    capacity: d.get('capacity'),
  }));
}

/** Saves a room's name, audio settings and capacity (rules: room editors, validated whole). */
export async function saveRoomSettings(
  eventId: string,
  roomId: string,
  settings: RoomSettings,
): Promise<void> {
  await updateDoc(paths.room(eventId, roomId), { ...settings });
}

/**
 * The event's rooms' names and capacities, live (an event has a handful; bounded like the list
 * above). The capacity as stored (src/domain/occupancy.ts capacityOf reads it).
 */
export function watchRoomNames(
  eventId: string,
  onRooms: (rooms: { id: string; name: string; capacity: unknown }[]) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    query(paths.rooms(eventId), orderBy(documentId()), limit(ROOM_LIST_LIMIT)),
    (snap) =>
      onRooms(
        snap.docs.map((d) => ({
          id: d.id,
          name: String(d.get('name') ?? ''),
          capacity: d.get('capacity'),
        })),
      ),
    onError,
  );
}
