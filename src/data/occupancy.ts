import {
  collection,
  deleteDoc,
  doc,
  documentId,
  getDoc,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  where,
} from 'firebase/firestore';
import { capacityOf, fullRoomJoinLine, hasPlace } from '../domain/occupancy';
import { roomCountsCollection, roomQueueDoc, roomQueuesCollection } from '../domain/protocol/paths';
import { db } from './firestoreDb';
// Loaded already by the world: the join's refusal reads the room through it.
import { paths } from './paths';
import { countReads } from './readMeter';

/**
 * Who is where (src/domain/occupancy.ts): the head counts of the rooms a person sees, and the
 * line at a full room's portal.
 */

// Here rather than in paths.ts, which the walk path holds: only lazy chunks read these.
const roomCounts = (eventId: string) => collection(db, roomCountsCollection(eventId));
const roomQueues = (eventId: string) => collection(db, roomQueuesCollection(eventId));
const roomQueue = (eventId: string, uid: string) => doc(db, roomQueueDoc(eventId, uid));

/** Firestore's `in` takes at most 30 values: a listener per 30 rooms. */
const IN_LIMIT = 30;

/**
 * The head counts of `roomIds`, live: a map of room id to count (a room nobody has entered yet
 * has no document: 0). Only the rooms asked for, so what a client receives follows what it
 * shows (its portals' destinations, or the attendees panel's rooms), not the whole event.
 */
export function watchRoomCounts(
  eventId: string,
  roomIds: readonly string[],
  onCounts: (counts: ReadonlyMap<string, number>) => void,
  onError: (error: Error) => void,
): () => void {
  const ids = [...new Set(roomIds)].sort();
  if (ids.length === 0) {
    onCounts(new Map());
    return () => undefined;
  }
  const parts = new Map<number, Map<string, number>>();
  const stops: Array<() => void> = [];
  for (let start = 0; start < ids.length; start += IN_LIMIT) {
    const chunk = ids.slice(start, start + IN_LIMIT);
    const counted = query(roomCounts(eventId), where(documentId(), 'in', chunk));
    stops.push(
      onSnapshot(
        counted,
        (snap) => {
          if (!snap.metadata.fromCache) countReads('roomCounts', snap.docChanges().length);
          const counts = new Map(chunk.map((id) => [id, 0]));
          for (const d of snap.docs) counts.set(d.id, Number(d.get('count')) || 0);
          parts.set(start, counts);
          if (parts.size === Math.ceil(ids.length / IN_LIMIT)) {
            onCounts(new Map([...parts.values()].flatMap((part) => [...part])));
          }
        },
        onError,
      ),
    );
  }
  return () => stops.forEach((stop) => stop());
}

/**
 * Whether `roomId` is full, read once after a join into it was refused: the sentence to show
 * (occupancy.ts), or null when it has a place (the refusal had another reason) or the reads
 * fail.
 */
export async function fullRoomRefusal(eventId: string, roomId: string): Promise<string | null> {
  try {
    const [room, count] = await Promise.all([
      getDoc(paths.room(eventId, roomId)),
      getDoc(doc(roomCounts(eventId), roomId)),
    ]);
    const capacity = capacityOf(room.get('capacity'));
    const people = Number(count.get('count')) || 0;
    if (capacity === null || hasPlace(people, capacity)) return null;
    // A room without a name is called by its URL segment, the link the person followed (the
    // world's roomDisplayName would split a chunk off the walk path for a rare case).
    const name: unknown = room.get('name');
    return fullRoomJoinLine(
      typeof name === 'string' && name.trim() ? name.trim() : roomId,
      people,
      capacity,
    );
  } catch {
    return null;
  }
}

/** Takes a place in the line for `roomId` (the server stamps the arrival). */
export async function joinRoomQueue(eventId: string, uid: string, roomId: string): Promise<void> {
  await setDoc(roomQueue(eventId, uid), { roomId, at: serverTimestamp() });
}

/** Leaves the line (entered, walked away, or gone): no error when already out. */
export async function leaveRoomQueue(eventId: string, uid: string): Promise<void> {
  await deleteDoc(roomQueue(eventId, uid));
}

/**
 * One's place in the line for `roomId`, live (1: first): the line's first `window` entries by
 * arrival, so the listener stays small however long the line grows. Beyond them: window + 1
 * (occupancy.ts words it). Null until one's own entry is stamped by the server.
 */
export function watchPlaceInLine(
  eventId: string,
  roomId: string,
  uid: string,
  window: number,
  onPlace: (place: number | null) => void,
): () => void {
  const line = query(
    roomQueues(eventId),
    where('roomId', '==', roomId),
    orderBy('at'),
    limit(window),
  );
  return onSnapshot(
    line,
    (snap) => {
      if (!snap.metadata.fromCache) countReads('roomQueues', snap.docChanges().length);
      const index = snap.docs.findIndex((d) => d.id === uid && !d.metadata.hasPendingWrites);
      if (index >= 0) onPlace(index + 1);
      else onPlace(snap.size >= window ? window + 1 : null);
    },
    (error) => {
      console.warn('Could not read the line', error);
      onPlace(null);
    },
  );
}
