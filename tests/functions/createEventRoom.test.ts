// app-NEWcreateEventRoom against the emulators: room editors create a room furnished from the
// default template; attendees cannot; a name is required.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminDb,
  closeClients,
  expectCallError,
  signedInUser,
  warmUp,
  type Client,
} from './support/emulators';
import {
  createEventFixture,
  ensureTemplate,
  setMember,
  type EventFixture,
} from './support/fixtures';

const CALL = 'app-NEWcreateEventRoom';
let creator: Client;
let attendee: Client;
let event: EventFixture;
let templateSize: number;

beforeAll(async () => {
  [creator, attendee] = await Promise.all([signedInUser(), signedInUser()]);
  await warmUp(creator, { [CALL]: { eventId: 'warm-up-missing-event', name: 'x' } });
  templateSize = Object.keys(await ensureTemplate('blank')).length;
  event = await createEventFixture({ creatorId: creator.uid });
  await setMember(event.eventId, attendee.uid, { granted: true });
}, 60_000);
afterAll(closeClients);

describe(CALL, () => {
  it('creates a named room with default audio and the template objects for the organiser', async () => {
    const { roomId } = (await creator.call(CALL, {
      eventId: event.eventId,
      name: '  Breakout ',
    })) as { roomId: string };
    const room = adminDb.doc(`events/${event.eventId}/rooms/${roomId}`);
    expect((await room.get()).data()).toEqual({
      name: 'Breakout',
      audioAttenuation: null,
      audioRolloff: null,
    });
    expect(templateSize).toBeGreaterThan(0);
    expect((await room.collection('instances').count().get()).data().count).toBe(templateSize);
  });

  it('refuses attendees, a blank or long name, and unknown events', async () => {
    const before = (await adminDb.collection(`events/${event.eventId}/rooms`).get()).size;
    await expectCallError(
      attendee.call(CALL, { eventId: event.eventId, name: 'Mine' }),
      'permission-denied',
    );
    await expectCallError(
      creator.call(CALL, { eventId: event.eventId, name: '   ' }),
      'invalid-argument',
    );
    await expectCallError(
      creator.call(CALL, { eventId: event.eventId, name: 'x'.repeat(49) }),
      'invalid-argument',
    );
    await expectCallError(creator.call(CALL, { eventId: 'no-such-event', name: 'x' }), 'not-found');
    expect((await adminDb.collection(`events/${event.eventId}/rooms`).get()).size).toBe(before);
  });
});
