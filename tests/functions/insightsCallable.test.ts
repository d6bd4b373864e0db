// insights-getEventInsights (issue 33): the event's organisers (its creator and people with the
// organiser role) and staff read its figures; attendees and strangers are refused with the
// page's own sentence; a range longer than 7 days is refused; the answer holds the range's
// slots, voice, rooms and sessions, clamped to the event's life.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INSIGHTS,
  INSIGHTS_TEXT,
  slotStart,
  type EventInsights,
} from '../../src/domain/insights/insights';
import { insightSlotDoc, insightTotalsDoc, sessionDoc } from '../../src/domain/protocol/paths';
import {
  adminDb,
  closeClients,
  expectCallError,
  signedInUser,
  warmUp,
  type Client,
} from './support/emulators';
import { createEventFixture, setMember, type EventFixture } from './support/fixtures';

const GET = 'insights-getEventInsights';
const HOUR = 3_600_000;

let creator: Client;
let organiser: Client;
let staff: Client;
let attendee: Client;
let stranger: Client;

beforeAll(async () => {
  [creator, organiser, staff, attendee, stranger] = await Promise.all([
    signedInUser(),
    signedInUser(),
    signedInUser({ staff: true }),
    signedInUser(),
    signedInUser(),
  ]);
  await warmUp(creator, { [GET]: { slug: 'warm-up-missing-event', fromMs: 0, toMs: 1 } });
}, 60_000);
afterAll(closeClients);

/** An event created two hours ago with a slot, a voice conference and sessions around now. */
async function insightsEvent(): Promise<EventFixture & { createdMs: number; slotMs: number }> {
  const event = await createEventFixture({ creatorId: creator.uid, rooms: ['hall'] });
  const { eventId } = event;
  const createdMs = Date.now() - 2 * HOUR;
  const slotMs = slotStart(Date.now() - HOUR);
  const session = (title: string, startMs: number, endMs: number) => ({
    title,
    description: '',
    startsAt: startMs,
    endsAt: endMs,
    roomId: 'hall',
    speakers: [],
    screenId: null,
  });
  const conference = (endedMs: number, seconds: number) => ({
    started: Timestamp.fromMillis(endedMs - 10 * 60_000),
    ended: Timestamp.fromMillis(endedMs),
    totalPresenceDuration: seconds,
    activeUsers: 2,
  });
  await Promise.all([
    adminDb.doc(`events/${eventId}`).update({ createdAt: Timestamp.fromMillis(createdMs) }),
    setMember(eventId, organiser.uid, { granted: true, roles: { eventOrganiser: true } }),
    setMember(eventId, attendee.uid, { granted: true }),
    adminDb.doc(insightSlotDoc(eventId, slotMs)).set({
      at: Timestamp.fromMillis(slotMs),
      present: 4,
      rooms: { hall: 4 },
      messages: 2,
    }),
    adminDb.doc(insightTotalsDoc(eventId)).set({ uniqueAttendees: 7 }),
    adminDb.doc(`conferences/${eventId}`).set({
      completedConferences: {
        inRange: conference(Date.now() - 30 * 60_000, 1_200),
        before: conference(createdMs - HOUR, 60),
      },
    }),
    adminDb.doc(sessionDoc(eventId, 'talk')).set(session('Talk', slotMs, slotMs + HOUR)),
    adminDb
      .doc(sessionDoc(eventId, 'yesterday'))
      .set(session('Yesterday', createdMs - 26 * HOUR, createdMs - 25 * HOUR)),
  ]);
  return { ...event, createdMs, slotMs };
}

describe('insights-getEventInsights', () => {
  it("gives organisers and staff the range's figures, clamped to the event's life", async () => {
    const event = await insightsEvent();
    const range = { slug: event.slug, fromMs: event.createdMs - 3 * HOUR, toMs: Date.now() + HOUR };
    for (const client of [creator, organiser, staff]) {
      const calledMs = Date.now();
      const answer = await client.call<EventInsights>(GET, range);
      expect(answer).toMatchObject({
        eventId: event.eventId,
        slug: event.slug,
        name: 'Fixture event',
        lifeStartMs: slotStart(event.createdMs),
        fromMs: slotStart(event.createdMs),
        uniqueTotal: 7,
        uniqueInRange: 0,
        slots: [{ at: event.slotMs, present: 4, rooms: { hall: 4 }, messages: 2, reactions: 0 }],
        voice: [{ userSeconds: 1_200 }],
        sessions: [{ id: 'talk', title: 'Talk', roomId: 'hall', startMs: event.slotMs }],
      });
      // The range ends at the server's now, the end of the event's life so far.
      expect(answer.toMs).toBe(answer.lifeEndMs);
      expect(answer.lifeEndMs).toBeGreaterThanOrEqual(calledMs);
      expect(answer.lifeEndMs).toBeLessThanOrEqual(Date.now());
      expect(answer.rooms).toEqual(
        expect.arrayContaining([
          { id: '_main', name: 'Main' },
          { id: 'hall', name: 'hall' },
        ]),
      );
    }
  });

  it('refuses attendees and strangers with the page’s sentence', async () => {
    const event = await insightsEvent();
    const range = { slug: event.slug, fromMs: event.createdMs, toMs: Date.now() };
    for (const client of [attendee, stranger]) {
      await expectCallError(client.call(GET, range), 'permission-denied', {
        message: INSIGHTS_TEXT.notOrganiser,
        reason: 'not_event_organiser',
      });
    }
  });

  it('refuses a range over 7 days or backwards, and an unknown event', async () => {
    const event = await insightsEvent();
    const fromMs = event.createdMs;
    await expectCallError(
      creator.call(GET, { slug: event.slug, fromMs, toMs: fromMs + INSIGHTS.maxRangeMs + 1 }),
      'invalid-argument',
      { message: INSIGHTS_TEXT.rangeTooLong, fields: ['toMs'] },
    );
    await expectCallError(
      creator.call(GET, { slug: event.slug, fromMs, toMs: fromMs }),
      'invalid-argument',
      { message: INSIGHTS_TEXT.rangeBackwards },
    );
    // Exactly 7 days is allowed.
    await creator.call(GET, { slug: event.slug, fromMs, toMs: fromMs + INSIGHTS.maxRangeMs });
    await expectCallError(
      creator.call(GET, { slug: 'no-such-event-anywhere', fromMs, toMs: fromMs + HOUR }),
      'not-found',
      { reason: 'event_doesnt_exist' },
    );
  });
});
