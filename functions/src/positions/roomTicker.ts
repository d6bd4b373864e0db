import type { Firestore } from 'firebase-admin/firestore';
import {
  encodePeople,
  peopleByCell,
  readPositionRecord,
  type PositionRecord,
} from '../../../src/domain/positionDocs';
import { isStale } from '../../../src/domain/presence';
import { roomPaths } from './paths';
import { updateRoomMode } from './roomPresence';
import { holdLease, releaseLease, requestTickerRun } from './tickerLease';

export interface TickerOptions {
  runId: string;
  /** How long this run ticks before handing over to the next run. */
  runMs: number;
  beatMs: number;
  now?: () => number;
}

export interface TickerReport {
  /** False when another run held the lease: this one did nothing. */
  ran: boolean;
  beats: number;
  cellWrites: number;
  /** The room was still dense at the end: the next run was requested. */
  continued: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One run of a dense room's ticker. It holds the room's lease, listens to the room's positions
 * (the server pays one read per position write, once), and each beat writes the cell snapshots
 * whose people changed, so each reader pays at most one document per watched cell per beat
 * however many people stand in it; it sets the room's mode from its exact view of the room (the
 * head count itself is left to the triggers: correcting it here would race their late
 * increments and decrements). When the room
 * is sparse again it deletes the snapshots and stops; at the end of its time it requests the
 * next run (runs chain, because a function invocation has a time limit).
 */
export async function runRoomTicker(
  db: Firestore,
  eventId: string,
  roomId: string,
  { runId, runMs, beatMs, now = Date.now }: TickerOptions,
): Promise<TickerReport> {
  const report: TickerReport = { ran: false, beats: 0, cellWrites: 0, continued: false };
  if (!(await holdLease(db, eventId, roomId, runId, now(), beatMs))) return report;
  report.ran = true;

  const records = new Map<string, PositionRecord>();
  let loaded = false;
  const stopListening = db.collection(roomPaths.positions(eventId, roomId)).onSnapshot((snap) => {
    for (const change of snap.docChanges()) {
      if (change.type === 'removed') records.delete(change.doc.id);
      else {
        const data = change.doc.data();
        records.set(
          change.doc.id,
          readPositionRecord(change.doc.id, data, data.t?.toMillis?.() ?? null),
        );
      }
    }
    loaded = true;
  });
  const cells = db.collection(roomPaths.cells(eventId, roomId));
  const written = new Map<string, string>();
  for (const doc of (await cells.get()).docs)
    written.set(doc.id, JSON.stringify(doc.get('people')));

  let dense = true;
  const deadline = now() + runMs;
  try {
    while (now() < deadline) {
      await sleep(beatMs);
      if (!loaded) continue;
      if (!(await holdLease(db, eventId, roomId, runId, now(), beatMs))) return report;
      report.beats++;
      dense = (await updateRoomMode(db, eventId, roomId, records.size)).dense;
      if (!dense) break;
      report.cellWrites += await writeChangedCells(db, cells, written, records, now());
    }
  } finally {
    stopListening();
  }
  if (!dense) await deleteAll(db, cells);
  // Released before the next run is requested, or the next run would find this lease live.
  await releaseLease(db, eventId, roomId, runId);
  if (dense) {
    await requestTickerRun(db, eventId, roomId, now());
    report.continued = true;
  }
  return report;
}

/** Writes each cell whose people changed since the last beat; deletes cells now empty. */
async function writeChangedCells(
  db: Firestore,
  cells: FirebaseFirestore.CollectionReference,
  written: Map<string, string>,
  records: Map<string, PositionRecord>,
  now: number,
): Promise<number> {
  // Keep-alives make a stale position a crashed tab's: it is left out of the snapshots.
  const live = [...records.values()].filter((record) => !isStale(record.t, now));
  const next = peopleByCell(live);
  const batch = db.batch();
  let writes = 0;
  for (const [cell, people] of next) {
    const body = encodePeople(people);
    if (written.get(cell) === body) continue;
    batch.set(cells.doc(cell), { t: now, people: body });
    written.set(cell, body);
    writes++;
  }
  for (const cell of [...written.keys()]) {
    if (next.has(cell)) continue;
    batch.delete(cells.doc(cell));
    written.delete(cell);
    writes++;
  }
  if (writes > 0) await batch.commit();
  return writes;
}

async function deleteAll(db: Firestore, cells: FirebaseFirestore.CollectionReference) {
  const batch = db.batch();
  for (const doc of (await cells.get()).docs) batch.delete(doc.ref);
  await batch.commit();
}
