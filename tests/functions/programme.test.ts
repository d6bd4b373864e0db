// The programme's callables (issue 33): programme-saveSession and programme-deleteSession, and
// the event's time zone through updateEventDetails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { PROGRAMME, PROGRAMME_TEXT } from '../../src/domain/programme';
import type { DeleteSessionResult, SaveSessionResult } from '../../src/domain/programmeSchema';
import {
  instanceDoc,
  programmeCounterDoc,
  sessionDoc,
  sessionsCollection,
} from '../../src/domain/protocol/paths';
import {
  adminDb,
  closeClients,
  expectCallError,
  signedInUser,
  warmUp,
  type Client,
} from './support/emulators';
import { createEventFixture, setMember } from './support/fixtures';

const SAVE = 'programme-saveSession';
const DELETE = 'programme-deleteSession';
const START = Date.UTC(2030, 5, 1, 9);
const HOUR = 60 * 60 * 1000;

let creator: Client;
let organiser: Client;
let attendee: Client;

beforeAll(async () => {
  [creator, organiser, attendee] = await Promise.all([
    signedInUser(),
    signedInUser(),
    signedInUser(),
  ]);
  await warmUp(creator, {
    [SAVE]: { eventId: 'warm-up-missing-event', session: session() },
    [DELETE]: { eventId: 'warm-up-missing-event', sessionId: 'x' },
  });
}, 60_000);
afterAll(closeClients);

function session(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Keynote',
    description: 'Opening words.',
    startsAt: START,
    endsAt: START + HOUR,
    roomId: '_main',
    speakers: ['Ada Lovelace'],
    screenId: null,
    ...overrides,
  };
}

/** An event with the rooms _main and hall, a screen in each, an organiser and an attendee. */
async function programmeEvent(options: { archived?: boolean } = {}) {
  const { eventId } = await createEventFixture({
    creatorId: creator.uid,
    rooms: ['hall'],
    archived: options.archived,
  });
  await Promise.all([
    setMember(eventId, organiser.uid, { granted: true, roles: { eventOrganiser: true } }),
    setMember(eventId, attendee.uid, { granted: true }),
    ...[
      ['_main', 'screen-main', 'videoScreen'],
      ['hall', 'screen-hall', 'videoScreen'],
      ['_main', 'banner-main', 'imageBanner'],
    ].map(([roomId, id, assetId]) =>
      adminDb.doc(instanceDoc(eventId, roomId!, id!)).set({ assetId, x: 0, y: 0, angle: 0 }),
    ),
  ]);
  return eventId;
}

const sessionData = async (eventId: string, id: string) =>
  (await adminDb.doc(sessionDoc(eventId, id)).get()).data();
const sessionCount = async (eventId: string) =>
  (await adminDb.doc(programmeCounterDoc(eventId)).get()).get('sessionCount') as unknown;

describe('programme-saveSession and programme-deleteSession', () => {
  it('an organiser creates, edits and deletes a session', async () => {
    const eventId = await programmeEvent();
    const { sessionId } = await organiser.call<SaveSessionResult>(SAVE, {
      eventId,
      session: session({ title: '  Keynote  ', screenId: 'screen-main' }),
    });
    const created = await sessionData(eventId, sessionId);
    expect(created).toMatchObject({ ...session(), screenId: 'screen-main' });
    expect(created?.createdAt).toBeInstanceOf(Timestamp);
    expect(created?.updatedAt).toEqual(created?.createdAt);
    expect(await sessionCount(eventId)).toBe(1);

    const edited = await organiser.call<SaveSessionResult>(SAVE, {
      eventId,
      sessionId,
      session: session({ title: 'Posters A–F', roomId: 'hall', screenId: null, speakers: [] }),
    });
    expect(edited).toEqual({ sessionId });
    const after = await sessionData(eventId, sessionId);
    expect(after).toMatchObject({ title: 'Posters A–F', roomId: 'hall', speakers: [] });
    expect(after?.createdAt).toEqual(created?.createdAt);
    expect((after?.updatedAt as Timestamp).toMillis()).toBeGreaterThanOrEqual(
      (created?.updatedAt as Timestamp).toMillis(),
    );
    expect(await sessionCount(eventId)).toBe(1);

    expect(await organiser.call<DeleteSessionResult>(DELETE, { eventId, sessionId })).toEqual({
      deleted: true,
    });
    expect(await sessionData(eventId, sessionId)).toBeUndefined();
    expect(await sessionCount(eventId)).toBe(0);
    // Deleting again is no error, and gives back no second place.
    expect(await organiser.call(DELETE, { eventId, sessionId })).toEqual({ deleted: false });
    expect(await sessionCount(eventId)).toBe(0);
  });

  it("the event's creator is an organiser", async () => {
    const eventId = await programmeEvent();
    const { sessionId } = await creator.call<SaveSessionResult>(SAVE, {
      eventId,
      session: session(),
    });
    expect(await sessionData(eventId, sessionId)).toMatchObject({ title: 'Keynote' });
  });

  it('refuses an attendee and a stranger, and writes nothing', async () => {
    const eventId = await programmeEvent();
    const stranger = await signedInUser();
    const { sessionId } = await organiser.call<SaveSessionResult>(SAVE, {
      eventId,
      session: session(),
    });
    for (const client of [attendee, stranger]) {
      await expectCallError(
        client.call(SAVE, { eventId, session: session() }),
        'permission-denied',
        {
          reason: 'not_event_organiser',
        },
      );
      await expectCallError(
        client.call(SAVE, { eventId, sessionId, session: session({ title: 'Mine' }) }),
        'permission-denied',
      );
      await expectCallError(client.call(DELETE, { eventId, sessionId }), 'permission-denied');
    }
    const all = await adminDb.collection(sessionsCollection(eventId)).get();
    expect(all.docs.map((doc) => [doc.id, doc.get('title')])).toEqual([[sessionId, 'Keynote']]);
  });

  it("refuses bad input with the schema's sentence, on its field", async () => {
    const eventId = await programmeEvent();
    await expectCallError(
      organiser.call(SAVE, { eventId, session: session({ title: 't'.repeat(101) }) }),
      'invalid-argument',
      { message: PROGRAMME_TEXT.titleTooLong, fields: ['session.title'] },
    );
    await expectCallError(
      organiser.call(SAVE, { eventId, session: session({ endsAt: START - HOUR }) }),
      'invalid-argument',
      { message: PROGRAMME_TEXT.endNotAfterStart, fields: ['session.endsAt'] },
    );
    await expectCallError(
      organiser.call(SAVE, { eventId, session: session({ endsAt: START }) }),
      'invalid-argument',
      { message: PROGRAMME_TEXT.endNotAfterStart },
    );
    // 100 characters is the limit, not past it.
    await organiser.call(SAVE, { eventId, session: session({ title: 't'.repeat(100) }) });
  });

  it('refuses a room not in the event and a screen that is not a video screen of the room', async () => {
    const eventId = await programmeEvent();
    await expectCallError(
      organiser.call(SAVE, { eventId, session: session({ roomId: 'nowhere' }) }),
      'failed-precondition',
      { message: PROGRAMME_TEXT.roomMissing, reason: 'room_missing', fields: ['session.roomId'] },
    );
    for (const screenId of ['screen-hall', 'banner-main', 'no-such-screen']) {
      await expectCallError(
        organiser.call(SAVE, { eventId, session: session({ screenId }) }),
        'failed-precondition',
        {
          message: PROGRAMME_TEXT.screenNotInRoom,
          reason: 'screen_not_in_room',
          fields: ['session.screenId'],
        },
      );
    }
    await organiser.call(SAVE, {
      eventId,
      session: session({ roomId: 'hall', screenId: 'screen-hall' }),
    });
    expect(await sessionCount(eventId)).toBe(1);
  });

  it('refuses an edit of a session that is gone', async () => {
    const eventId = await programmeEvent();
    await expectCallError(
      organiser.call(SAVE, { eventId, sessionId: 'gone', session: session() }),
      'not-found',
      { message: PROGRAMME_TEXT.sessionMissing, reason: 'session_missing' },
    );
    expect(await sessionData(eventId, 'gone')).toBeUndefined();
  });

  it(`holds at most ${PROGRAMME.maxSessions} sessions: the next is refused until one goes`, async () => {
    const eventId = await programmeEvent();
    // 199 sessions as the callable leaves them (documents and counter), then the callable.
    const batch = adminDb.batch();
    for (let i = 0; i < PROGRAMME.maxSessions - 1; i++) {
      batch.set(adminDb.doc(sessionDoc(eventId, `seeded-${i}`)), session({ title: `S${i}` }));
    }
    batch.set(adminDb.doc(programmeCounterDoc(eventId)), {
      sessionCount: PROGRAMME.maxSessions - 1,
    });
    await batch.commit();

    await organiser.call(SAVE, { eventId, session: session({ title: 'The 200th' }) });
    await expectCallError(
      organiser.call(SAVE, { eventId, session: session({ title: 'The 201st' }) }),
      'failed-precondition',
      { message: PROGRAMME_TEXT.tooManySessions, reason: 'too_many_sessions' },
    );
    // Editing one at the limit is fine.
    await organiser.call(SAVE, { eventId, sessionId: 'seeded-0', session: session() });
    await organiser.call(DELETE, { eventId, sessionId: 'seeded-1' });
    await organiser.call(SAVE, { eventId, session: session({ title: 'Now it fits' }) });
    const all = await adminDb.collection(sessionsCollection(eventId)).count().get();
    expect(all.data().count).toBe(PROGRAMME.maxSessions);
    expect(await sessionCount(eventId)).toBe(PROGRAMME.maxSessions);
  });

  it("gives an event without a zone the organiser's with the first session, and refuses another zone", async () => {
    const eventId = await programmeEvent();
    const zone = async () => (await adminDb.doc(`events/${eventId}`).get()).get('timeZone');
    expect(await zone()).toBeUndefined();
    await organiser.call(SAVE, { eventId, session: session(), timeZone: 'asia/tokyo' });
    expect(await zone()).toBe('Asia/Tokyo');
    // The same zone again: saved; the zone stays.
    await organiser.call(SAVE, { eventId, session: session(), timeZone: 'Asia/Tokyo' });
    // Typed in another zone than the event's (changed meanwhile): refused, nothing written.
    await expectCallError(
      organiser.call(SAVE, { eventId, session: session({ title: 'Late' }), timeZone: 'UTC' }),
      'failed-precondition',
      { message: PROGRAMME_TEXT.timeZoneChanged, reason: 'time_zone_changed' },
    );
    expect(await zone()).toBe('Asia/Tokyo');
    expect(await sessionCount(eventId)).toBe(2);
    await expectCallError(
      organiser.call(SAVE, { eventId, session: session(), timeZone: 'Mars/Base' }),
      'invalid-argument',
      { message: PROGRAMME_TEXT.timeZoneInvalid, fields: ['timeZone'] },
    );
    // Without a zone (an older client): saved, the event's zone untouched.
    await organiser.call(SAVE, { eventId, session: session() });
    expect(await zone()).toBe('Asia/Tokyo');
  });

  it('refuses changes to the programme of an archived event', async () => {
    const eventId = await programmeEvent({ archived: true });
    await adminDb.doc(sessionDoc(eventId, 'kept')).set(session());
    const archived = { message: 'This event has been archived.', reason: 'event_archived' };
    await expectCallError(
      organiser.call(SAVE, { eventId, session: session() }),
      'failed-precondition',
      archived,
    );
    await expectCallError(
      organiser.call(DELETE, { eventId, sessionId: 'kept' }),
      'failed-precondition',
      archived,
    );
    expect(await sessionData(eventId, 'kept')).toBeDefined();
  });
});

describe("the event's time zone (updateEventDetails)", () => {
  it('stores a zone Intl knows, canonical, and refuses another', async () => {
    const { eventId, slug } = await createEventFixture({ creatorId: creator.uid });
    await creator.call('updateEventDetails', {
      eventId,
      slug,
      name: 'Zoned',
      timeZone: 'america/new_york',
    });
    const event = () => adminDb.doc(`events/${eventId}`).get();
    expect((await event()).get('timeZone')).toBe('America/New_York');
    await expectCallError(
      creator.call('updateEventDetails', { eventId, slug, name: 'Zoned', timeZone: 'Mars/Base' }),
      'invalid-argument',
      { message: PROGRAMME_TEXT.timeZoneInvalid, fields: ['timeZone'] },
    );
    // Left out: unchanged.
    await creator.call('updateEventDetails', { eventId, slug, name: 'Renamed' });
    expect((await event()).get('timeZone')).toBe('America/New_York');
  });
});
