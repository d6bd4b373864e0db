import {
  Timestamp,
  type DocumentReference,
  type Firestore,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { INSIGHTS, slotStart } from '../../../src/domain/insights/insights';
import { insightSlotDoc, messagesCollection } from '../../../src/domain/protocol/paths';

/** The collection-group names of paths.ts's roomCountsCollection and insightSlotsCollection. */
const ROOM_COUNTS = 'roomCounts';
const INSIGHT_SLOTS = 'insightSlots';
/** Firestore's limit of writes in one batch. */
const BATCH_LIMIT = 500;

/** What one run recorded, for its log line. */
export interface SlotReport {
  slotMs: number;
  /** Events with someone in a room at the sample. */
  events: number;
  /** Occupied rooms, over all events. */
  rooms: number;
  /** People in rooms, over all events. */
  present: number;
  /** Events whose previous slot received a message count. */
  messageCounts: number;
}

/** The event of a document at events/{eventId}/{collection}/{id}, else null. */
function eventOf(ref: DocumentReference): string | null {
  const event = ref.parent.parent;
  return event && event.parent.id === 'events' && event.parent.parent === null ? event.id : null;
}

const isHeadCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/** Each event's occupied rooms ({ roomId: count }): one read per occupied room. */
async function occupiedRooms(db: Firestore): Promise<Map<string, Record<string, number>>> {
  const counts = await db.collectionGroup(ROOM_COUNTS).where('count', '>', 0).get();
  const byEvent = new Map<string, Record<string, number>>();
  for (const doc of counts.docs) {
    const eventId = eventOf(doc.ref);
    const count: unknown = doc.get('count');
    if (eventId === null || !isHeadCount(count)) continue;
    byEvent.set(eventId, { ...byEvent.get(eventId), [doc.id]: count });
  }
  return byEvent;
}

/**
 * The events that had a slot document at `slotMs`: those whose people all left since still
 * have that slot's chat counted (the last minutes of an event are often its goodbyes).
 */
async function eventsWithSlot(db: Firestore, slotMs: number): Promise<string[]> {
  const slots = await db
    .collectionGroup(INSIGHT_SLOTS)
    .where('at', '==', Timestamp.fromMillis(slotMs))
    .select()
    .get();
  return slots.docs.map((doc) => eventOf(doc.ref)).filter((id): id is string => id !== null);
}

/** The event's chat messages stamped in [fromMs, toMs): one aggregation. */
async function messagesBetween(db: Firestore, eventId: string, fromMs: number, toMs: number) {
  const counted = await db
    .collection(messagesCollection(eventId))
    .where('timestamp', '>=', Timestamp.fromMillis(fromMs))
    .where('timestamp', '<', Timestamp.fromMillis(toMs))
    .count()
    .get();
  return counted.data().count;
}

async function commitInBatches(db: Firestore, writes: Array<(batch: WriteBatch) => void>) {
  for (let i = 0; i < writes.length; i += BATCH_LIMIT) {
    const batch = db.batch();
    for (const write of writes.slice(i, i + BATCH_LIMIT)) write(batch);
    await batch.commit();
  }
}

/**
 * insights-recordSlot's work (src/domain/insights/insights.ts): samples every event's head
 * counts into the slot holding `nowMs`, and counts the chat messages of the slot before.
 *
 * The head counts come from the rooms' roomCounts documents (kept by the positions triggers),
 * in one collection-group query of the occupied rooms, so a run reads one document per
 * occupied room, plus one per event that had a slot before (its messages may still need a
 * count) and one aggregation per such or occupied event, whatever the crowd.
 *
 * Every value is set, never incremented (mergeFields leave `reactions`, which the reactions
 * trigger increments, alone), so a second run for the same `nowMs` (a retried schedule)
 * writes the same documents. A message count of 0 is not written: the page reads a missing
 * count as 0, and an event with no chat then costs no write.
 */
export async function recordSlot(db: Firestore, nowMs: number): Promise<SlotReport> {
  const slotMs = slotStart(nowMs);
  const previousMs = slotMs - INSIGHTS.slotMs;
  const [occupied, hadSlot] = await Promise.all([
    occupiedRooms(db),
    eventsWithSlot(db, previousMs),
  ]);
  const chatting = [...new Set([...occupied.keys(), ...hadSlot])];
  const messages = await Promise.all(
    chatting.map((eventId) => messagesBetween(db, eventId, previousMs, slotMs)),
  );

  const writes: Array<(batch: WriteBatch) => void> = [];
  const report: SlotReport = {
    slotMs,
    events: occupied.size,
    rooms: 0,
    present: 0,
    messageCounts: 0,
  };
  for (const [eventId, rooms] of occupied) {
    const present = Object.values(rooms).reduce((sum, count) => sum + count, 0);
    report.rooms += Object.keys(rooms).length;
    report.present += present;
    const ref = db.doc(insightSlotDoc(eventId, slotMs));
    const at = Timestamp.fromMillis(slotMs);
    writes.push((batch) =>
      batch.set(ref, { at, present, rooms }, { mergeFields: ['at', 'present', 'rooms'] }),
    );
  }
  chatting.forEach((eventId, index) => {
    const count = messages[index] ?? 0;
    if (count === 0) return;
    report.messageCounts += 1;
    const ref = db.doc(insightSlotDoc(eventId, previousMs));
    const at = Timestamp.fromMillis(previousMs);
    writes.push((batch) =>
      batch.set(ref, { at, messages: count }, { mergeFields: ['at', 'messages'] }),
    );
  });
  await commitInBatches(db, writes);
  return report;
}
