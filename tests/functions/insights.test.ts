// Insights (issue 33) through the emulators: a day of head counts sampled into slots and read
// back as the page gets them, the same day recorded twice giving the same documents, chat
// counted into the slot before, the scheduled function's route, and reactions counted by their
// trigger. Visits and the callable are in insightsVisits.test.ts and insightsCallable.test.ts.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { INSIGHTS, slotStart } from '../../src/domain/insights/insights';
import {
  insightSlotDoc,
  insightSlotsCollection,
  messagesCollection,
  roomCountsCollection,
} from '../../src/domain/protocol/paths';
import { readEventInsights } from '../../functions/src/insights/readInsights';
import { recordSlot } from '../../functions/src/insights/recordSlot';
// The functions' own admin instance: the module functions take it (their Timestamp class).
import { db as functionsDb } from '../../functions/src/shared/admin';
import { adminDb } from './support/emulators';
import { createEventFixture, type EventFixture } from './support/fixtures';
import { scheduledTriggerUrl } from './support/scheduled';
import { until } from './support/until';

const SLOT = INSIGHTS.slotMs;
const HOUR = 3_600_000;
/** A past day (UTC), so the whole of it lies in the event's life. */
const DAY = Date.UTC(2024, 2, 5);
/** The scheduler fires a little after a slot starts. */
const LATE = 17_000;

/** The hall holds 3 people from 09:00 to 12:00, the talks room 5 from 10:00 to 11:00. */
const dayPattern = (ms: number) => ({
  hall: ms >= DAY + 9 * HOUR && ms < DAY + 12 * HOUR ? 3 : 0,
  talks: ms >= DAY + 10 * HOUR && ms < DAY + 11 * HOUR ? 5 : 0,
});

async function eventCreatedAt(createdMs: number): Promise<EventFixture> {
  const event = await createEventFixture({
    creatorId: 'insights-creator',
    rooms: ['hall', 'talks'],
  });
  await adminDb
    .doc(`events/${event.eventId}`)
    .update({ createdAt: Timestamp.fromMillis(createdMs) });
  return event;
}

/** Sets the rooms' head counts as the positions triggers keep them (0 included). */
async function setCounts(eventId: string, counts: Record<string, number>) {
  const batch = adminDb.batch();
  for (const [roomId, count] of Object.entries(counts)) {
    batch.set(adminDb.doc(`${roomCountsCollection(eventId)}/${roomId}`), { count });
  }
  await batch.commit();
}

/**
 * The day's slots from an hour before the first person comes to an hour after the last one
 * leaves (08:00 to 13:00): the counts written when they change, then the run of that slot. The
 * empty hour on either side shows that a run with nobody present writes nothing, as the rest of
 * the day's runs would (all 288 of them took over a minute of the functions phase, twice).
 */
async function recordDay(eventId: string) {
  let written = '';
  for (let ms = DAY + 8 * HOUR; ms < DAY + 13 * HOUR; ms += SLOT) {
    const counts = dayPattern(ms);
    if (JSON.stringify(counts) !== written) await setCounts(eventId, counts);
    written = JSON.stringify(counts);
    await recordSlot(functionsDb, ms + LATE);
  }
}

/** The event's slot documents by id, as stored. */
async function storedSlots(eventId: string) {
  const slots = await adminDb.collection(insightSlotsCollection(eventId)).get();
  return Object.fromEntries(slots.docs.map((doc) => [doc.id, doc.data()]));
}

async function insightsOf(event: EventFixture, fromMs: number, toMs: number) {
  // Read through the functions' instance: createdAt must be their Timestamp.
  const data = (await functionsDb.doc(`events/${event.eventId}`).get()).data() ?? {};
  return readEventInsights(functionsDb, {
    ...event,
    event: data,
    fromMs,
    toMs,
    nowMs: Date.now(),
  });
}

describe('insights-recordSlot', () => {
  it('samples a day of head counts into slots, read back as the page gets them', async () => {
    const event = await eventCreatedAt(DAY);
    await recordDay(event.eventId);

    const read = await insightsOf(event, DAY - 6 * HOUR, DAY + 18 * HOUR);
    expect(read).toMatchObject({ lifeStartMs: DAY, fromMs: DAY, toMs: DAY + 18 * HOUR });
    expect(read.slots).toHaveLength(36);
    expect(read.slots.map((slot) => slot.at)).toEqual(
      Array.from({ length: 36 }, (_, i) => DAY + 9 * HOUR + i * SLOT),
    );
    expect(read.slots.map((slot) => slot.present)).toEqual([
      ...Array<number>(12).fill(3),
      ...Array<number>(12).fill(8),
      ...Array<number>(12).fill(3),
    ]);
    expect(Math.max(...read.slots.map((slot) => slot.present))).toBe(8);
    expect(read.slots[0]).toEqual({
      at: DAY + 9 * HOUR,
      present: 3,
      rooms: { hall: 3 },
      messages: 0,
      reactions: 0,
    });
    expect(read.slots[12]?.rooms).toEqual({ hall: 3, talks: 5 });
    expect(read.rooms.map((room) => room.name).sort()).toEqual(['Main', 'hall', 'talks']);
  }, 120_000);

  it('records the same documents when the day is recorded again', async () => {
    const event = await eventCreatedAt(DAY);
    await recordDay(event.eventId);
    const first = await storedSlots(event.eventId);
    expect(Object.keys(first)).toHaveLength(36);
    await recordDay(event.eventId);
    expect(await storedSlots(event.eventId)).toEqual(first);
  }, 120_000);

  it("counts a slot's chat messages into it at the next run, also once everyone has left", async () => {
    const start = Date.UTC(2024, 2, 6, 14);
    const event = await eventCreatedAt(start - HOUR);
    const { eventId } = event;
    const messages = adminDb.collection(messagesCollection(eventId));
    const sentAt = [-1, 0, SLOT - 1, SLOT, 2 * SLOT + 60_000];
    await Promise.all(
      sentAt.map((offset, i) =>
        messages.add({
          message: `m${i}`,
          author: 'someone',
          authorName: 'Someone',
          timestamp: Timestamp.fromMillis(start + offset),
          removed: false,
        }),
      ),
    );
    await setCounts(eventId, { hall: 1 });
    for (const offset of [0, SLOT, 2 * SLOT]) await recordSlot(functionsDb, start + offset + LATE);
    await setCounts(eventId, { hall: 0 });
    for (const offset of [3 * SLOT, 4 * SLOT, 3 * SLOT]) {
      await recordSlot(functionsDb, start + offset + LATE);
    }

    const slots = await storedSlots(eventId);
    const at = (offset: number) => Timestamp.fromMillis(start + offset);
    expect(slots).toEqual({
      [start - SLOT]: { at: at(-SLOT), messages: 1 },
      [start]: { at: at(0), present: 1, rooms: { hall: 1 }, messages: 2 },
      [start + SLOT]: { at: at(SLOT), present: 1, rooms: { hall: 1 }, messages: 1 },
      // Empty at the next run, the room still has its last slot's chat counted.
      [start + 2 * SLOT]: { at: at(2 * SLOT), present: 1, rooms: { hall: 1 }, messages: 1 },
    });
  });

  it('runs on its schedule: the route Cloud Scheduler calls samples the present slot', async () => {
    const event = await eventCreatedAt(Date.now() - HOUR);
    await setCounts(event.eventId, { hall: 2 });
    const before = slotStart(Date.now());
    const response = await fetch(await scheduledTriggerUrl('insights-recordSlot'), {
      method: 'POST',
    });
    expect(response.status).toBe(200);
    await setCounts(event.eventId, { hall: 0 });
    const slots = Object.values(await storedSlots(event.eventId));
    // The run may have started in the next slot.
    expect(slots).toHaveLength(1);
    expect(slots[0]).toMatchObject({ present: 2, rooms: { hall: 2 } });
    expect([before, before + SLOT]).toContain((slots[0]?.at as Timestamp).toMillis());
  }, 60_000);
});

describe('insights-countReaction', () => {
  const slotTotal = async (eventId: string) => {
    const slots = await adminDb.collection(insightSlotsCollection(eventId)).get();
    return slots.docs.reduce((sum, doc) => sum + ((doc.get('reactions') as number) ?? 0), 0);
  };

  it('adds each reaction to the slot of its time; malformed writes and deletions add none', async () => {
    const { eventId } = await eventCreatedAt(Date.now() - HOUR);
    const own = adminDb.doc(`events/${eventId}/reactions/someone`);
    const made = () => own.set({ reaction: 'clap', timestamp: FieldValue.serverTimestamp() });
    const before = slotStart(Date.now());
    await made();
    await until(
      () => slotTotal(eventId),
      (total) => total === 1,
    );
    // The same reaction again is a reaction too (a new timestamp).
    await made();
    await until(
      () => slotTotal(eventId),
      (total) => total === 2,
    );
    await own.set({ reaction: 'boo', timestamp: FieldValue.serverTimestamp() });
    await own.delete();
    await own.set({ reaction: 'heart', timestamp: FieldValue.serverTimestamp() });
    await until(
      () => slotTotal(eventId),
      (total) => total >= 3,
    );
    // Time for a wrongly counted write's trigger to land too.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await slotTotal(eventId)).toBe(3);

    const slot = await adminDb.doc(insightSlotDoc(eventId, before)).get();
    const next = await adminDb.doc(insightSlotDoc(eventId, before + SLOT)).get();
    const counted = (slot.get('reactions') ?? 0) + (next.get('reactions') ?? 0);
    expect(counted, 'the reactions are in the slot of their time').toBe(3);
    expect(slot.exists ? slot.get('at') : next.get('at')).toBeInstanceOf(Timestamp);
  });
});
