import {
  documentId,
  onSnapshot,
  query,
  serverTimestamp,
  setDoc,
  where,
  type DocumentChange,
  type QuerySnapshot,
  type Timestamp,
} from 'firebase/firestore';
import {
  readPositionRecord,
  recordsOfSnapshot,
  type CellSnapshot,
  type PositionFields,
  type PositionRecord,
} from '../domain/positionDocs';
import type { RoomMode } from '../domain/positions';
import { paths } from './paths';
import { countReads } from './readMeter';

export type { PositionRecord } from '../domain/positionDocs';

export async function writePosition(
  eventId: string,
  roomId: string,
  uid: string,
  fields: PositionFields,
): Promise<void> {
  await setDoc(paths.position(eventId, roomId, uid), { ...fields, t: serverTimestamp() });
}

/** Documents a snapshot made the client pay for: changes the server sent, not the cache. */
function billedChanges(snap: QuerySnapshot): DocumentChange[] {
  if (snap.metadata.fromCache) return [];
  return snap.docChanges().filter((change) => change.type !== 'removed');
}

/**
 * Listens to every position of a (sparse) room. Changes are delivered as a list of upserts and
 * removals so the caller can feed its per-frame buffers without rebuilding.
 */
export function watchRoomPositions(
  eventId: string,
  roomId: string,
  callback: (changes: { upserts: PositionRecord[]; removals: string[] }) => void,
) {
  return onSnapshot(paths.positions(eventId, roomId), (snap) => {
    countReads('positions', billedChanges(snap).length);
    const upserts: PositionRecord[] = [];
    const removals: string[] = [];
    for (const change of snap.docChanges()) {
      if (change.type === 'removed') {
        removals.push(change.doc.id);
        continue;
      }
      const data = change.doc.data();
      const t = (data.t as Timestamp | null)?.toMillis() ?? null;
      upserts.push(readPositionRecord(change.doc.id, data, t));
    }
    callback({ upserts, removals });
  });
}

/**
 * Listens to the snapshot documents of the given cells of a dense room (at most 9, within
 * Firestore's `in` limit); a cell with nobody in it has no document and is reported empty.
 */
export function watchCellSnapshots(
  eventId: string,
  roomId: string,
  cells: readonly string[],
  callback: (cells: Map<string, PositionRecord[]>) => void,
) {
  const q = query(paths.cells(eventId, roomId), where(documentId(), 'in', [...cells]));
  return onSnapshot(q, (snap) => {
    countReads('cells', billedChanges(snap).length);
    const changed = new Map<string, PositionRecord[]>();
    for (const change of snap.docChanges()) {
      changed.set(
        change.doc.id,
        change.type === 'removed' ? [] : recordsOfSnapshot(change.doc.data() as CellSnapshot),
      );
    }
    callback(changed);
  });
}

export type { RoomMode } from '../domain/positions';

/** The room's mode (fast writes, dense), one small document kept by the positions functions. */
export function watchRoomMode(eventId: string, roomId: string, callback: (mode: RoomMode) => void) {
  return onSnapshot(paths.roomPresence(eventId, roomId), (snap) => {
    if (!snap.metadata.fromCache) countReads('roomPresence', 1);
    const data = snap.data();
    // No document yet: the room is empty but for the reader, who writes fast.
    callback({ fast: data?.fast !== false, dense: data?.dense === true });
  });
}
