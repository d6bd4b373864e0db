import {
  deleteDoc,
  onSnapshot,
  query,
  serverTimestamp,
  setDoc,
  where,
  type Timestamp,
} from 'firebase/firestore';
import { paths } from './paths';

export interface PositionRecord {
  uid: string;
  x: number;
  y: number;
  angle: number;
  interval: number;
  /** Server time of the write, ms; null while a local write is pending. */
  t: number | null;
}

export async function writePosition(
  eventId: string,
  roomId: string,
  uid: string,
  position: { x: number; y: number; angle: number; interval: number; cell: string },
): Promise<void> {
  await setDoc(paths.position(eventId, roomId, uid), { ...position, t: serverTimestamp() });
}

export async function deletePosition(eventId: string, roomId: string, uid: string) {
  await deleteDoc(paths.position(eventId, roomId, uid));
}

/**
 * Listens to positions in the given spatial cells of a room. Changes are delivered as a list
 * of upserts and removals so the caller can feed its per-frame buffers without rebuilding.
 */
export function watchPositions(
  eventId: string,
  roomId: string,
  cells: string[],
  callback: (changes: { upserts: PositionRecord[]; removals: string[] }) => void,
) {
  const q = query(paths.positions(eventId, roomId), where('cell', 'in', cells));
  return onSnapshot(q, (snap) => {
    const upserts: PositionRecord[] = [];
    const removals: string[] = [];
    for (const change of snap.docChanges()) {
      if (change.type === 'removed') {
        removals.push(change.doc.id);
        continue;
      }
      const data = change.doc.data();
      upserts.push({
        uid: change.doc.id,
        x: Number(data.x),
        y: Number(data.y),
        angle: Number(data.angle),
        interval: Number(data.interval) || 1000,
        t: (data.t as Timestamp | null)?.toMillis() ?? null,
      });
    }
    callback({ upserts, removals });
  });
}
