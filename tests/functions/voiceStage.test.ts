// event-joinLeaveEventStage (members on a public stage, speakers on any, leaving always) and
// app-generateChannelAndAssignToAsset (a channel zone's props._channelId; room editors).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminDb,
  closeClients,
  expectCallError,
  signedInUser,
  warmUp,
  type Client,
} from './support/emulators';
import { createEventFixture, setMember, type EventFixture } from './support/fixtures';

const STAGE_PRIVATE = 'The stage is private: only speakers can use it.';

let creator: Client;
let speaker: Client;
let attendee: Client;
let editor: Client;
let outsider: Client;
let banned: Client;
let event: EventFixture;

beforeAll(async () => {
  [creator, speaker, attendee, editor, outsider, banned] = await Promise.all([
    signedInUser(),
    signedInUser(),
    signedInUser(),
    signedInUser(),
    signedInUser(),
    signedInUser(),
  ]);
  const missing = 'warm-up-missing-event';
  await warmUp(attendee, {
    'event-joinLeaveEventStage': { eventId: missing, join: false },
    'app-generateChannelAndAssignToAsset': {
      eventId: missing,
      roomId: '_main',
      assetType: 'interactive',
      assetId: 'x',
    },
  });
}, 60_000);
afterAll(closeClients);

beforeEach(async () => {
  event = await createEventFixture({ creatorId: creator.uid });
  await Promise.all([
    setMember(event.eventId, speaker.uid, { granted: true, roles: { stageSpeaker: true } }),
    setMember(event.eventId, attendee.uid, { granted: true }),
    setMember(event.eventId, editor.uid, { granted: true, roles: { roomEditor: true } }),
    setMember(event.eventId, banned.uid, { granted: true, banned: true }),
  ]);
});

const participants = async (eventId: string) =>
  (await adminDb.doc(`events/${eventId}`).get()).get('eventStage.participants');

const setPublic = (eventId: string, isPublic: boolean) =>
  adminDb.doc(`events/${eventId}`).update({ 'eventStage.isPublic': isPublic });

describe('event-joinLeaveEventStage', () => {
  const stage = (client: Client, join: boolean, eventId = event.eventId) =>
    client.call('event-joinLeaveEventStage', { eventId, join });

  it('a speaker joins and leaves a private stage', async () => {
    expect(await stage(speaker, true)).toEqual({ onStage: true });
    expect(await participants(event.eventId)).toEqual({ [speaker.uid]: true });
    expect(await stage(speaker, false)).toEqual({ onStage: false });
    expect(await participants(event.eventId)).toEqual({});
  });

  it('a member who is not a speaker is refused on a private stage', async () => {
    await expectCallError(stage(attendee, true), 'permission-denied', {
      message: STAGE_PRIVATE,
      reason: 'stage_private',
    });
    expect(await participants(event.eventId)).toEqual({});
  });

  it('a member who is not a speaker joins a public stage', async () => {
    await setPublic(event.eventId, true);
    expect(await stage(attendee, true)).toEqual({ onStage: true });
    expect(await participants(event.eventId)).toEqual({ [attendee.uid]: true });
  });

  it('leaving always works: a stage gone private, or a member banned meanwhile', async () => {
    await adminDb.doc(`events/${event.eventId}`).update({
      [`eventStage.participants.${attendee.uid}`]: true,
      [`eventStage.participants.${banned.uid}`]: true,
      [`eventStage.participants.${speaker.uid}`]: true,
    });
    await stage(attendee, false);
    await stage(banned, false);
    // Only one's own entry goes.
    expect(await participants(event.eventId)).toEqual({ [speaker.uid]: true });
  });

  it('outsiders and banned members are refused even on a public stage', async () => {
    await setPublic(event.eventId, true);
    for (const client of [outsider, banned]) {
      await expectCallError(stage(client, true), 'permission-denied', {
        reason: 'not_event_member',
      });
    }
    expect(await participants(event.eventId)).toEqual({});
  });

  it('answers invalid-argument for a bad payload and not-found for a missing event', async () => {
    await expectCallError(
      attendee.call('event-joinLeaveEventStage', { eventId: event.eventId, join: 'yes' }),
      'invalid-argument',
      { fields: ['join'] },
    );
    await expectCallError(stage(attendee, true, 'no-such-event'), 'not-found');
  });
});

describe('app-generateChannelAndAssignToAsset', () => {
  const instancePath = (id: string) => `events/${event.eventId}/rooms/_main/instances/${id}`;
  const zone = (props: Record<string, unknown> = {}) => ({
    assetId: 'channelZone',
    assetType: 'interactive',
    x: 10,
    y: 10,
    angle: 0,
    props,
  });
  const assign = (client: Client, assetId: string) =>
    client.call('app-generateChannelAndAssignToAsset', {
      eventId: event.eventId,
      roomId: '_main',
      assetType: 'interactive',
      assetId,
    });

  it('gives a channel zone its own id as channel, keeping its other properties', async () => {
    await adminDb.doc(instancePath('zone-1')).set(zone({ _label: 'Quiet corner' }));
    expect(await assign(editor, 'zone-1')).toEqual({ channelId: 'zone-1' });
    expect((await adminDb.doc(instancePath('zone-1')).get()).get('props')).toEqual({
      _label: 'Quiet corner',
      _channelId: 'zone-1',
    });
  });

  it('keeps a channel that is already assigned', async () => {
    await adminDb.doc(instancePath('zone-2')).set(zone({ _channelId: 'shared' }));
    expect(await assign(creator, 'zone-2')).toEqual({ channelId: 'shared' });
  });

  it("gives a fresh channel on request (the editor's 'New channel'), each one new", async () => {
    await adminDb.doc(instancePath('zone-f')).set(zone({ _channelId: 'shared', _width: 8 }));
    const fresh = () =>
      editor.call<{ channelId: string }>('app-generateChannelAndAssignToAsset', {
        eventId: event.eventId,
        roomId: '_main',
        assetType: 'interactive',
        assetId: 'zone-f',
        fresh: true,
      });
    const first = await fresh();
    expect(first.channelId).not.toMatch(/^(shared|zone-f)$/);
    expect(first.channelId).toMatch(/^[^/:\s]{1,64}$/);
    expect((await adminDb.doc(instancePath('zone-f')).get()).get('props')).toEqual({
      _channelId: first.channelId,
      _width: 8,
    });
    const second = await fresh();
    expect(second.channelId).not.toBe(first.channelId);
    await expectCallError(
      attendee.call('app-generateChannelAndAssignToAsset', {
        eventId: event.eventId,
        roomId: '_main',
        assetType: 'interactive',
        assetId: 'zone-f',
        fresh: true,
      }),
      'permission-denied',
    );
  });

  it('refuses members who are not room editors, unless public editing is on', async () => {
    await adminDb.doc(instancePath('zone-3')).set(zone());
    await expectCallError(assign(attendee, 'zone-3'), 'permission-denied', {
      reason: 'not_room_editor',
    });
    await expectCallError(assign(outsider, 'zone-3'), 'permission-denied');
    await adminDb.doc(`events/${event.eventId}`).update({ 'access.publicEditingEnabled': true });
    expect(await assign(attendee, 'zone-3')).toEqual({ channelId: 'zone-3' });
    await expectCallError(assign(banned, 'zone-3'), 'permission-denied');
  });

  it("keeps the demo's shared room whole: its visitors place zones only in the editor room", async () => {
    const eventRef = adminDb.doc(`events/${event.eventId}`);
    await eventRef.update({ demo: true, 'access.publicEditingEnabled': true });
    try {
      await adminDb.doc(instancePath('zone-4')).set(zone());
      await expectCallError(assign(attendee, 'zone-4'), 'permission-denied', {
        reason: 'not_room_editor',
      });
      expect(await assign(editor, 'zone-4')).toEqual({ channelId: 'zone-4' });
      const editorRoomZone = `events/${event.eventId}/rooms/demoEditorRoom/instances/zone-5`;
      await adminDb.doc(editorRoomZone).set(zone());
      const inEditorRoom = await attendee.call('app-generateChannelAndAssignToAsset', {
        eventId: event.eventId,
        roomId: 'demoEditorRoom',
        assetType: 'interactive',
        assetId: 'zone-5',
      });
      expect(inEditorRoom).toEqual({ channelId: 'zone-5' });
    } finally {
      await eventRef.update({ demo: false });
    }
  });

  it('refuses objects that are not channel zones, and missing ones', async () => {
    await adminDb.doc(instancePath('sign-1')).set({ ...zone(), assetId: 'signPost' });
    await expectCallError(assign(editor, 'sign-1'), 'failed-precondition', {
      reason: 'not_a_channel_zone',
    });
    await expectCallError(assign(editor, 'gone'), 'not-found', { reason: 'instance_not_found' });
    await expectCallError(
      editor.call('app-generateChannelAndAssignToAsset', {
        eventId: event.eventId,
        roomId: '_main',
        assetType: 'scenery',
        assetId: 'sign-1',
      }),
      'invalid-argument',
      { fields: ['assetType'] },
    );
  });
});
