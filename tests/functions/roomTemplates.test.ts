// storeRoomAssetInstancesAsTemplate against the emulators: staff save a room's objects as a new
// template (without the room's channel and playback state); everyone else is refused and
// nothing is stored; a room created from 'Create new room' and a world made from the demo are
// furnished from the templates settings/global names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_TEXTS } from '../../src/domain/editor/roomTemplates';
import {
  adminDb,
  closeClients,
  expectCallError,
  signedInUser,
  warmUp,
  type Client,
} from './support/emulators';
import { createEventFixture, setMember, type EventFixture } from './support/fixtures';

const CALL = 'storeRoomAssetInstancesAsTemplate';
let staff: Client;
let organiser: Client;
let event: EventFixture;
let settingsBefore: Record<string, unknown> | undefined;

const settings = () => adminDb.doc('settings/global');

/** The room's objects: scenery, a zone with its channel and a screen that is playing. */
const ROOM_OBJECTS = {
  oak: { assetId: 'tree', assetType: 'scenery', x: 500, y: 510.5, angle: 1.25, props: {} },
  zone: {
    assetId: 'channelZone',
    assetType: 'interactive',
    x: 520,
    y: 505,
    angle: 0,
    props: { _width: 6, _height: 4, _channelId: 'zone-abc' },
  },
  screen: {
    assetId: 'videoScreen',
    assetType: 'interactive',
    x: 512,
    y: 490,
    angle: 0,
    props: {
      _videoUrl: '/media/test-video.webm',
      _videoPlaying: true,
      _videoAuthor: 'someone',
      _videoCompleted: {},
      _videoVolume: 40,
    },
  },
};
/** What the template keeps of them. */
const TEMPLATE_OBJECTS = {
  oak: ROOM_OBJECTS.oak,
  zone: { ...ROOM_OBJECTS.zone, props: { _width: 6, _height: 4 } },
  screen: {
    ...ROOM_OBJECTS.screen,
    props: { _videoUrl: '/media/test-video.webm', _videoVolume: 40 },
  },
};

async function templateCount(): Promise<number> {
  return (await adminDb.collection('templates').count().get()).data().count;
}

beforeAll(async () => {
  [staff, organiser] = await Promise.all([signedInUser({ staff: true }), signedInUser()]);
  await warmUp(staff, { [CALL]: { eventId: 'warm-up-missing-event', roomId: 'none' } });
  settingsBefore = (await settings().get()).data();
  event = await createEventFixture({ creatorId: organiser.uid, rooms: ['hall'] });
  await setMember(event.eventId, staff.uid, { granted: true });
  const batch = adminDb.batch();
  batch.update(adminDb.doc(`events/${event.eventId}/rooms/hall`), { name: 'Great hall' });
  for (const [id, instance] of Object.entries(ROOM_OBJECTS)) {
    batch.set(adminDb.doc(`events/${event.eventId}/rooms/hall/instances/${id}`), {
      ...instance,
      created: 0,
    });
  }
  await batch.commit();
}, 60_000);

afterAll(async () => {
  if (settingsBefore) await settings().set(settingsBefore);
  await closeClients();
});

describe(CALL, () => {
  let templateId = '';

  it("stores the room's objects under a name, without its channels and playback", async () => {
    const result = await staff.call<{ templateId: string; name: string; count: number }>(CALL, {
      eventId: event.eventId,
      roomId: 'hall',
      name: '  Conference hall ',
    });
    expect(result).toMatchObject({ name: 'Conference hall', count: 3 });
    templateId = result.templateId;
    const stored = (await adminDb.doc(`templates/${templateId}`).get()).data()!;
    expect(stored).toMatchObject({
      name: 'Conference hall',
      instances: TEMPLATE_OBJECTS,
      source: { eventId: event.eventId, roomId: 'hall' },
      savedBy: staff.uid,
    });
    expect(Object.keys(stored.instances).sort()).toEqual(['oak', 'screen', 'zone']);
    expect(stored.savedAt).toBeDefined();
  });

  it("names the template after the room when no name is given (the reference's call)", async () => {
    const result = await staff.call<{ templateId: string; name: string }>(CALL, {
      eventId: event.eventId,
      roomId: 'hall',
    });
    expect(result.name).toBe('Great hall');
    expect(result.templateId).not.toBe(templateId);
    expect((await adminDb.doc(`templates/${result.templateId}`).get()).get('name')).toBe(
      'Great hall',
    );
  });

  it('refuses everyone but staff, missing rooms and bad names, and stores nothing', async () => {
    const before = await templateCount();
    await expectCallError(
      organiser.call(CALL, { eventId: event.eventId, roomId: 'hall', name: 'Mine' }),
      'permission-denied',
      { reason: 'not_staff' },
    );
    await expectCallError(
      staff.call(CALL, { eventId: event.eventId, roomId: 'no-such-room', name: 'x' }),
      'not-found',
      { reason: 'room_not_found' },
    );
    await expectCallError(
      staff.call(CALL, { eventId: event.eventId, roomId: 'hall', name: '   ' }),
      'invalid-argument',
      { message: new RegExp(TEMPLATE_TEXTS.nameRequired) },
    );
    await expectCallError(
      staff.call(CALL, { eventId: event.eventId, roomId: 'hall', name: 'x'.repeat(49) }),
      'invalid-argument',
      { message: new RegExp(TEMPLATE_TEXTS.nameTooLong) },
    );
    await expectCallError(
      staff.call(CALL, { eventId: event.eventId, roomId: 'a/b', name: 'x' }),
      'invalid-argument',
    );
    expect(await templateCount()).toBe(before);
  });

  it("furnishes 'Create new room' from the template chosen as defaultTemplate", async () => {
    await settings().set({ defaultTemplate: templateId }, { merge: true });
    const { roomId } = await organiser.call<{ roomId: string }>('app-NEWcreateEventRoom', {
      eventId: event.eventId,
      name: 'Copy',
    });
    const copied = await adminDb
      .collection(`events/${event.eventId}/rooms/${roomId}/instances`)
      .get();
    expect(Object.fromEntries(copied.docs.map((d) => [d.id, d.data()]))).toEqual({
      oak: { ...TEMPLATE_OBJECTS.oak, created: 0 },
      zone: { ...TEMPLATE_OBJECTS.zone, created: 0 },
      screen: { ...TEMPLATE_OBJECTS.screen, created: 0 },
    });
  });

  it('gives a world made from the demo its second room from demoSecondRoomTemplate', async () => {
    await settings().set({ demoSecondRoomTemplate: templateId }, { merge: true });
    const made = await staff.call<{ eventId: string }>('createNewEvent', {
      createFromTemplate: 'demo',
      isNewVersion: true,
      name: 'From the demo',
    });
    const second = adminDb.doc(`events/${made.eventId}/rooms/demoSecondRoom`);
    expect((await second.get()).data()).toEqual({
      name: 'Conference hall',
      audioAttenuation: null,
      audioRolloff: null,
    });
    const copied = await second.collection('instances').get();
    expect(copied.docs.map((d) => d.id).sort()).toEqual(['oak', 'screen', 'zone']);
    // A blank world has its main room only.
    const blank = await staff.call<{ eventId: string }>('createNewEvent', {
      createFromTemplate: 'blank',
      isNewVersion: true,
      name: 'Blank',
    });
    const rooms = await adminDb.collection(`events/${blank.eventId}/rooms`).get();
    expect(rooms.docs.map((d) => d.id)).toEqual(['_main']);
  });
});
