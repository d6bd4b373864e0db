import { getDoc, getDocs, query, where, writeBatch } from 'firebase/firestore';
import { entranceFor, type EntranceSpot } from '../domain/objects/entrances';
import { ROOM_MISSING } from '../domain/objects/portalText';
import { db } from './firestoreDb';
import { paths } from './paths';

/** The room's entrances, read once on the way in (bounded by what its editors placed). */
async function entrancesOf(eventId: string, roomId: string): Promise<EntranceSpot[]> {
  const snap = await getDocs(
    query(paths.instances(eventId, roomId), where('assetId', '==', 'roomEntrance')),
  );
  return snap.docs.map((d) => ({
    id: d.id,
    x: Number(d.get('x')) || 0,
    y: Number(d.get('y')) || 0,
    props: (d.get('props') as Record<string, unknown> | undefined) ?? {},
  }));
}

/**
 * Moves the attendee from one room to another: checks the room exists, finds where they appear
 * (the entrance for arrivals from `from`, else the '_default' one, else null: the spawn) and
 * the room's name, then
 * in one atomic write sets their currentRoom and removes their position from the room they
 * leave, so nobody there sees a ghost. The destination's world writes the new position as it
 * mounts. Call it once the old room's world has stopped writing positions.
 */
export async function enterRoom(options: {
  eventId: string;
  uid: string;
  from: string;
  to: string;
}): Promise<{ at: { x: number; y: number } | null; name: unknown }> {
  const { eventId, uid, from, to } = options;
  const [room, entrances] = await Promise.all([
    getDoc(paths.room(eventId, to)),
    entrancesOf(eventId, to),
  ]);
  if (!room.exists()) throw new Error(ROOM_MISSING);
  const batch = writeBatch(db);
  batch.update(paths.eventUser(eventId, uid), { currentRoom: to });
  if (from !== to) batch.delete(paths.position(eventId, from, uid));
  await batch.commit();
  const entrance = entranceFor(entrances, from);
  // The room's stored name too, for the caption that says where one arrived.
  return { at: entrance ? { x: entrance.x, y: entrance.y } : null, name: room.get('name') };
}

/** Whether a room exists (a link may name one that was deleted). */
export async function roomExists(eventId: string, roomId: string): Promise<boolean> {
  return (await getDoc(paths.room(eventId, roomId))).exists();
}
