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

  it('names the room by a slug of its name, unique in the event (issue 30 #14)', async () => {
    const make = async (name: string) =>
      ((await creator.call(CALL, { eventId: event.eventId, name })) as { roomId: string }).roomId;
    expect(await make('Poster hall')).toBe('poster-hall');
    expect(await make('Poster Hall!')).toBe('poster-hall-2');
    expect(await make('قاعة الملصقات')).toBe('قاعة-الملصقات');
    expect(await make('***')).toBe('room');
  });

  it('gives a room made from a portal a portal back to that room, near the arrival', async () => {
    const { roomId } = (await creator.call(CALL, {
      eventId: event.eventId,
      name: 'Side room',
      fromRoomId: '_main',
    })) as { roomId: string };
    const instances = await adminDb
      .collection(`events/${event.eventId}/rooms/${roomId}/instances`)
      .get();
    expect(instances.size).toBe(templateSize + 1);
    const portals = instances.docs.filter((d) => d.get('assetId') === 'roomPortal');
    expect(portals).toHaveLength(1);
    const back = portals[0]!.data();
    expect(back).toMatchObject({
      assetType: 'interactive',
      props: { '_roomPortal-destination': '_main', '_roomPortal-access': 'click-to-enter' },
    });
    // Near the spawn (the floor's centre), outside the disc arrivals land in.
    const fromCentre = Math.hypot(Number(back.x) - 512, Number(back.y) - 512);
    expect(fromCentre).toBeGreaterThan(7.5);
    expect(fromCentre).toBeLessThan(15);
    // Not from a portal: no portal back.
    const plain = (await creator.call(CALL, { eventId: event.eventId, name: 'Plain' })) as {
      roomId: string;
    };
    const plainPortals = await adminDb
      .collection(`events/${event.eventId}/rooms/${plain.roomId}/instances`)
      .where('assetId', '==', 'roomPortal')
      .get();
    expect(plainPortals.size).toBe(0);
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
    await expectCallError(
      creator.call(CALL, { eventId: event.eventId, name: 'x', fromRoomId: 'no-such-room' }),
      'not-found',
    );
    expect((await adminDb.collection(`events/${event.eventId}/rooms`).get()).size).toBe(before);
  });
});
