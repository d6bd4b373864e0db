import { onDocumentCreated, onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { POSITION_SYNC } from '../../../src/domain/constants';
import { recordVisit } from '../insights/visits';
import { db } from '../shared/admin';
import { logRoomTickerRun } from '../shared/log';
import { countPosition } from './roomPresence';
import { runRoomTicker } from './roomTicker';

const POSITION = 'events/{eventId}/rooms/{roomId}/positions/{uid}';

/** When the document was written (the event's time), else now: a visit's time. */
function eventTimeMs(time: string): number {
  const ms = Date.parse(time);
  return Number.isFinite(ms) ? ms : Date.now();
}

/**
 * Someone entered a room (their first position there): count the room again, and record the
 * visit for the organisers' insights (in the same trigger: no function instance of its own).
 */
export const countArrival = onDocumentCreated(POSITION, async (event) => {
  const { eventId, roomId, uid } = event.params;
  await Promise.all([
    countPosition(db, eventId, roomId, Date.now()),
    recordVisit(db, eventId, uid, eventTimeMs(event.time)),
  ]);
});

/** Someone left a room (their position was deleted): count the room again; record the visit. */
export const countDeparture = onDocumentDeleted(POSITION, async (event) => {
  const { eventId, roomId, uid } = event.params;
  await Promise.all([
    countPosition(db, eventId, roomId, Date.now()),
    recordVisit(db, eventId, uid, eventTimeMs(event.time)),
  ]);
});

/** A run lasts four minutes of a five-minute limit, then hands over to the next. */
const RUN_MS = 240_000;

/** A run request (tickerLease.ts): tick the dense room, then delete the request. */
export const runRoomTickerRequest = onDocumentCreated(
  { document: 'events/{eventId}/roomTickers/{roomId}/runs/{runId}', timeoutSeconds: 300 },
  async (event) => {
    const { eventId, roomId, runId } = event.params;
    const report = await runRoomTicker(db, eventId, roomId, {
      runId,
      runMs: RUN_MS,
      beatMs: POSITION_SYNC.snapshotMs,
    });
    await event.data?.ref.delete();
    if (report.ran) logRoomTickerRun({ eventId, roomId, ...report });
  },
);
