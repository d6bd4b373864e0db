import {
  documentId,
  onSnapshot,
  query,
  serverTimestamp,
  setDoc,
  where,
  type DocumentChange,
  type Query,
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
 * Calls `next` with each snapshot that changes documents, or that turns from the cache's to the
 * server's (or back): `synced` says the result is the server's. Firestore raises a first result
 * from the cache when it holds any document (the reader's own pending position, say), and does
 * not raise the later "now from the server" without metadata events; those are asked for here
 * and every other metadata-only one (a pending write acknowledged) is dropped.
 */
function onChangesOrSync(target: Query, next: (snap: QuerySnapshot, synced: boolean) => void) {
  let synced: boolean | null = null;
  return onSnapshot(target, { includeMetadataChanges: true }, (snap) => {
    const nowSynced = !snap.metadata.fromCache;
    if (nowSynced === synced && snap.docChanges().length === 0) return;
    synced = nowSynced;
    next(snap, nowSynced);
  });
}

/**
 * Listens to every position of a (sparse) room. Changes are delivered as a list of upserts and
 * removals so the caller can feed its per-frame buffers without rebuilding; `synced` is false
 * while they come from the cache only.
 */
export function watchRoomPositions(
  eventId: string,
  roomId: string,
  callback: (changes: { upserts: PositionRecord[]; removals: string[]; synced: boolean }) => void,
) {
  return onChangesOrSync(paths.positions(eventId, roomId), (snap, synced) => {
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
    callback({ upserts, removals, synced });
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
  callback: (cells: Map<string, PositionRecord[]>, synced: boolean) => void,
) {
  const q = query(paths.cells(eventId, roomId), where(documentId(), 'in', [...cells]));
  return onChangesOrSync(q, (snap, synced) => {
    countReads('cells', billedChanges(snap).length);
    const changed = new Map<string, PositionRecord[]>();
    for (const change of snap.docChanges()) {
      changed.set(
        change.doc.id,
        change.type === 'removed' ? [] : recordsOfSnapshot(change.doc.data() as CellSnapshot),
      );
    }
    callback(changed, synced);
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
