// banUserFromEvent, revokeUserEventBan and event-setUserRoles: event admins (creator or
// explicit admin) and staff only, never on oneself, never on the creator.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_REJECTION_TEXT } from '../../src/domain/access';
import {
  adminDb,
  anonymousClient,
  closeClients,
  expectCallError,
  signedInUser,
  unique,
  warmUp,
  type Client,
} from './support/emulators';
import { createEventFixture, readMember, setMember, type EventFixture } from './support/fixtures';

const SELF = "You can't do this to yourself.";
const ALL_OFF = {
  admin: false,
  eventOrganiser: false,
  roomEditor: false,
  stageSpeaker: false,
  videoController: false,
};

let creator: Client;
let admin: Client;
let organiser: Client;
let attendee: Client;
let staff: Client;
let event: EventFixture;

beforeAll(async () => {
  [creator, admin, organiser, attendee, staff] = await Promise.all([
    signedInUser(),
    signedInUser(),
    signedInUser(),
    signedInUser(),
    signedInUser({ staff: true }),
  ]);
  const missing = { eventId: 'warm-up-missing-event', userId: 'nobody' };
  await warmUp(attendee, {
    banUserFromEvent: missing,
    revokeUserEventBan: missing,
    'event-setUserRoles': { ...missing, roles: ALL_OFF },
    'event-requestEventAccess': { slug: 'warm-up-missing-event' },
  });
}, 60_000);
afterAll(closeClients);

beforeEach(async () => {
  event = await createEventFixture({ creatorId: creator.uid, rooms: ['lounge'] });
  await Promise.all([
    setMember(event.eventId, admin.uid, { granted: true, roles: { admin: true } }),
    setMember(event.eventId, organiser.uid, { granted: true, roles: { eventOrganiser: true } }),
    setMember(event.eventId, attendee.uid, { granted: true, earlyAccess: true }),
  ]);
});

async function placeInEvent(eventId: string, uid: string) {
  await adminDb.doc(`events/${eventId}/users/${uid}`).set({ name: 'Someone', online: true });
  for (const room of ['_main', 'lounge']) {
    await adminDb
      .doc(`events/${eventId}/rooms/${room}/positions/${uid}`)
      .set({ x: 1, y: 2, angle: 0, interval: 500, cell: '0_0' });
  }
}

const exists = async (path: string) => (await adminDb.doc(path).get()).exists;

describe('banUserFromEvent', () => {
  it('bans an attendee: member banned, offline, positions, hand, shares and floor removed; the gate then refuses them', async () => {
    const { eventId, slug } = event;
    await placeInEvent(eventId, attendee.uid);
    const lounge = `events/${eventId}/rooms/lounge`;
    await adminDb.doc(`${lounge}/hands/${attendee.uid}`).set({ name: 'Someone', raisedAt: 1 });
    await adminDb.doc(`${lounge}/shares/screen`).set({ uid: attendee.uid, name: 'Someone' });
    await adminDb.doc(`events/${eventId}/rooms/_main/shares/other`).set({ uid: creator.uid });
    await adminDb
      .doc(`events/${eventId}`)
      .set(
        { eventStage: { floor: { [attendee.uid]: true, [creator.uid]: true } } },
        { merge: true },
      );
    expect(await creator.call('banUserFromEvent', { eventId, userId: attendee.uid })).toEqual({
      success: true,
    });
    expect(await readMember(eventId, attendee.uid)).toEqual({
      granted: true,
      banned: true,
      earlyAccess: true,
      roles: {},
    });
    expect((await adminDb.doc(`events/${eventId}/users/${attendee.uid}`).get()).data()).toEqual({
      name: 'Someone',
      online: false,
      banned: true,
    });
    expect(await exists(`events/${eventId}/rooms/_main/positions/${attendee.uid}`)).toBe(false);
    expect(await exists(`events/${eventId}/rooms/lounge/positions/${attendee.uid}`)).toBe(false);
    // What they held in the rooms went with them: the hand, the share, the floor.
    expect(await exists(`events/${eventId}/rooms/lounge/hands/${attendee.uid}`)).toBe(false);
    expect(await exists(`events/${eventId}/rooms/lounge/shares/screen`)).toBe(false);
    expect(await exists(`events/${eventId}/rooms/_main/shares/other`)).toBe(true);
    const stage = (await adminDb.doc(`events/${eventId}`).get()).get('eventStage');
    expect(stage.floor).toEqual({ [creator.uid]: true });
    await expectCallError(
      attendee.call('event-requestEventAccess', { slug }),
      'permission-denied',
      {
        message: ACCESS_REJECTION_TEXT.user_banned,
        reason: 'user_banned',
      },
    );
  });

  it('bans a user who never joined (creates a banned, ungranted member doc)', async () => {
    const stranger = await signedInUser();
    await admin.call('banUserFromEvent', { eventId: event.eventId, userId: stranger.uid });
    expect(await readMember(event.eventId, stranger.uid)).toEqual({
      granted: false,
      banned: true,
      earlyAccess: false,
      roles: {},
    });
    expect(await exists(`events/${event.eventId}/users/${stranger.uid}`)).toBe(false);
  });

  it('lets explicit admins and staff ban', async () => {
    await admin.call('banUserFromEvent', { eventId: event.eventId, userId: attendee.uid });
    expect((await readMember(event.eventId, attendee.uid))!.banned).toBe(true);
    await staff.call('banUserFromEvent', { eventId: event.eventId, userId: organiser.uid });
    expect((await readMember(event.eventId, organiser.uid))!.banned).toBe(true);
  });

  it('refuses attendees and organisers (permission-denied)', async () => {
    for (const caller of [attendee, organiser]) {
      await expectCallError(
        caller.call('banUserFromEvent', { eventId: event.eventId, userId: admin.uid }),
        'permission-denied',
      );
    }
    expect((await readMember(event.eventId, admin.uid))!.banned).toBe(false);
  });

  it('refuses a banned admin', async () => {
    await setMember(event.eventId, admin.uid, {
      granted: true,
      banned: true,
      roles: { admin: true },
    });
    await expectCallError(
      admin.call('banUserFromEvent', { eventId: event.eventId, userId: attendee.uid }),
      'permission-denied',
    );
  });

  it('refuses a self-ban', async () => {
    for (const caller of [admin, creator]) {
      await expectCallError(
        caller.call('banUserFromEvent', { eventId: event.eventId, userId: caller.uid }),
        'failed-precondition',
        { message: SELF },
      );
    }
    expect((await readMember(event.eventId, admin.uid))!.banned).toBe(false);
  });

  it('never bans the creator', async () => {
    for (const caller of [admin, staff]) {
      await expectCallError(
        caller.call('banUserFromEvent', { eventId: event.eventId, userId: creator.uid }),
        'failed-precondition',
        { message: "The event's creator can't be banned." },
      );
    }
    expect((await readMember(event.eventId, creator.uid))!.banned).toBe(false);
  });

  it('answers not-found, invalid-argument and unauthenticated', async () => {
    await expectCallError(
      creator.call('banUserFromEvent', { eventId: unique('missing'), userId: attendee.uid }),
      'not-found',
      { message: "This event doesn't exist." },
    );
    await expectCallError(
      creator.call('banUserFromEvent', { userId: attendee.uid }),
      'invalid-argument',
      { fields: ['eventId'] },
    );
    await expectCallError(
      creator.call('banUserFromEvent', { eventId: event.eventId }),
      'invalid-argument',
      { fields: ['userId'] },
    );
    await expectCallError(
      anonymousClient().call('banUserFromEvent', { eventId: event.eventId, userId: 'x' }),
      'unauthenticated',
    );
  });
});

describe('revokeUserEventBan', () => {
  it('restores a banned user: their grant applies again', async () => {
    const { eventId, slug } = event;
    await placeInEvent(eventId, attendee.uid);
    await creator.call('banUserFromEvent', { eventId, userId: attendee.uid });
    expect(await admin.call('revokeUserEventBan', { eventId, userId: attendee.uid })).toEqual({
      success: true,
    });
    expect(await readMember(eventId, attendee.uid)).toEqual({
      granted: true,
      banned: false,
      earlyAccess: true,
      roles: {},
    });
    // Listed again among those who left (the attendee lists filter on it).
    expect((await adminDb.doc(`events/${eventId}/users/${attendee.uid}`).get()).get('banned')).toBe(
      false,
    );
    expect(await attendee.call('event-requestEventAccess', { slug })).toMatchObject({ eventId });
  });

  it('refuses non-admins and oneself', async () => {
    await creator.call('banUserFromEvent', { eventId: event.eventId, userId: attendee.uid });
    await expectCallError(
      organiser.call('revokeUserEventBan', { eventId: event.eventId, userId: attendee.uid }),
      'permission-denied',
    );
    await expectCallError(
      admin.call('revokeUserEventBan', { eventId: event.eventId, userId: admin.uid }),
      'failed-precondition',
      { message: SELF },
    );
    expect((await readMember(event.eventId, attendee.uid))!.banned).toBe(true);
  });

  it('answers not-found for a missing event', async () => {
    await expectCallError(
      staff.call('revokeUserEventBan', { eventId: unique('missing'), userId: attendee.uid }),
      'not-found',
    );
  });
});

describe('event-setUserRoles', () => {
  const roles = { ...ALL_OFF, roomEditor: true, stageSpeaker: true };

  it('lets the creator replace roles, keeping grant, ban and early access', async () => {
    await setMember(event.eventId, attendee.uid, {
      granted: true,
      earlyAccess: true,
      roles: { videoController: true },
    });
    expect(
      await creator.call('event-setUserRoles', {
        eventId: event.eventId,
        userId: attendee.uid,
        roles,
      }),
    ).toEqual({ success: true, roles });
    expect(await readMember(event.eventId, attendee.uid)).toEqual({
      granted: true,
      banned: false,
      earlyAccess: true,
      roles,
    });
  });

  it('lets explicit admins and staff set roles, creating the member doc when missing', async () => {
    const newcomer = await signedInUser();
    const organiserRoles = { ...ALL_OFF, eventOrganiser: true };
    await admin.call('event-setUserRoles', {
      eventId: event.eventId,
      userId: newcomer.uid,
      roles: organiserRoles,
    });
    expect(await readMember(event.eventId, newcomer.uid)).toEqual({
      granted: false,
      banned: false,
      earlyAccess: false,
      roles: organiserRoles,
    });
    // An organiser passes the access gate even on a closed event.
    await adminDb.doc(`events/${event.eventId}`).update({ 'access.isClosed': true });
    expect(await newcomer.call('event-requestEventAccess', { slug: event.slug })).toMatchObject({
      eventId: event.eventId,
    });

    await staff.call('event-setUserRoles', {
      eventId: event.eventId,
      userId: newcomer.uid,
      roles: ALL_OFF,
    });
    expect((await readMember(event.eventId, newcomer.uid))!.roles).toEqual(ALL_OFF);
  });

  it('refuses organisers and attendees (permission-denied)', async () => {
    for (const caller of [organiser, attendee]) {
      await expectCallError(
        caller.call('event-setUserRoles', {
          eventId: event.eventId,
          userId: admin.uid,
          roles: ALL_OFF,
        }),
        'permission-denied',
      );
    }
    expect((await readMember(event.eventId, admin.uid))!.roles).toEqual({ admin: true });
  });

  it('refuses changes to oneself and to the creator', async () => {
    await expectCallError(
      admin.call('event-setUserRoles', {
        eventId: event.eventId,
        userId: admin.uid,
        roles: ALL_OFF,
      }),
      'failed-precondition',
      { message: SELF },
    );
    await expectCallError(
      admin.call('event-setUserRoles', {
        eventId: event.eventId,
        userId: creator.uid,
        roles: ALL_OFF,
      }),
      'failed-precondition',
      { message: "The event creator's roles can't be changed." },
    );
  });

  it('answers invalid-argument for incomplete roles and not-found for a missing event', async () => {
    await expectCallError(
      creator.call('event-setUserRoles', {
        eventId: event.eventId,
        userId: attendee.uid,
        roles: { admin: true },
      }),
      'invalid-argument',
      { fields: ['roles.eventOrganiser'] },
    );
    await expectCallError(
      creator.call('event-setUserRoles', {
        eventId: unique('missing'),
        userId: attendee.uid,
        roles: ALL_OFF,
      }),
      'not-found',
    );
  });
});
