// checkIfEventUsersOffline (event admins, once per event every 30 s) and the scheduled sweep of
// stale users (presence-sweepOfflineUsers, run here as its core function), against the
// emulators: a user whose keep-alive is over 2 minutes old goes offline and leaves the room,
// and a talk's raised hand and floor with it (src/domain/talk.ts), and their screen shares
// (src/domain/share.ts).
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PRESENCE } from '../../src/domain/constants';
import { sweepOfflineUsers } from '../../functions/src/presence/offlineUsers';
import {
  adminDb,
  closeClients,
  expectCallError,
  signedInUser,
  unique,
  warmUp,
  type Client,
} from './support/emulators';
import { createEventFixture, setMember, type EventFixture } from './support/fixtures';

let creator: Client;
let attendee: Client;
let event: EventFixture;

beforeAll(async () => {
  [creator, attendee] = await Promise.all([signedInUser(), signedInUser()]);
  await warmUp(attendee, {
    checkIfEventUsersOffline: { eventId: 'warm-up-missing-event', users: ['nobody'] },
    'presence-setEventUserOffline': { eventId: 'warm-up-missing-event', userId: 'nobody' },
  });
}, 60_000);
afterAll(closeClients);

beforeEach(async () => {
  event = await createEventFixture({ creatorId: creator.uid, rooms: ['lounge'] });
  await setMember(event.eventId, attendee.uid, { granted: true });
});

/** An online user of `eventId` in the lounge whose last keep-alive was `agoMs` ago. */
async function onlineUser(eventId: string, uid: string, agoMs: number) {
  await adminDb.doc(`events/${eventId}/users/${uid}`).set({
    name: uid,
    online: true,
    currentRoom: 'lounge',
    lastKeepAlive: Timestamp.fromMillis(Date.now() - agoMs),
  });
  await adminDb
    .doc(`events/${eventId}/rooms/lounge/positions/${uid}`)
    .set({ x: 1, y: 2, angle: 0, interval: 1000, cell: '0_0' });
}

async function presenceOf(eventId: string, uid: string) {
  const user = await adminDb.doc(`events/${eventId}/users/${uid}`).get();
  const position = await adminDb.doc(`events/${eventId}/rooms/lounge/positions/${uid}`).get();
  return { online: user.get('online') as boolean, inRoom: position.exists };
}

const STALE = PRESENCE.staleAfterMs + 60_000;

/** `uid` raises their hand in the lounge and holds the floor, beside `other`, who holds it too. */
async function inTalk(eventId: string, uid: string, other: string) {
  await adminDb
    .doc(`events/${eventId}/rooms/lounge/hands/${uid}`)
    .set({ name: uid, raisedAt: FieldValue.serverTimestamp() });
  await adminDb.doc(`events/${eventId}`).update({
    [`eventStage.floor.${uid}`]: true,
    [`eventStage.floor.${other}`]: true,
  });
}

async function talkOf(eventId: string, uid: string) {
  const hand = await adminDb.doc(`events/${eventId}/rooms/lounge/hands/${uid}`).get();
  const event = await adminDb.doc(`events/${eventId}`).get();
  return { hand: hand.exists, floor: event.get('eventStage.floor') as Record<string, true> };
}

describe('checkIfEventUsersOffline', () => {
  it('marks the stale ones offline and out of the room, keeps the fresh, and runs once per 30 s', async () => {
    const { eventId } = event;
    await onlineUser(eventId, 'crashed', STALE);
    await onlineUser(eventId, 'alive', 10_000);
    const result = await creator.call('checkIfEventUsersOffline', {
      eventId,
      users: ['crashed', 'alive', 'never-joined'],
    });
    expect(result).toEqual({ checked: true, offline: ['crashed'], retryAfterMs: 0 });
    expect(await presenceOf(eventId, 'crashed')).toEqual({ online: false, inRoom: false });
    expect(await presenceOf(eventId, 'alive')).toEqual({ online: true, inRoom: true });
    const stamped = await adminDb.doc(`events/${eventId}/users/crashed`).get();
    expect(stamped.get('potentiallyOfflineTimestamp')).toBeInstanceOf(Timestamp);

    await onlineUser(eventId, 'crashed-later', STALE);
    const again = (await creator.call('checkIfEventUsersOffline', {
      eventId,
      users: ['crashed-later'],
    })) as { checked: boolean; retryAfterMs: number };
    expect(again.checked).toBe(false);
    expect(again.retryAfterMs).toBeGreaterThan(0);
    expect(again.retryAfterMs).toBeLessThanOrEqual(PRESENCE.checkThrottleMs);
    expect(await presenceOf(eventId, 'crashed-later')).toEqual({ online: true, inRoom: true });
  });

  it('is for event admins only, and checks its payload', async () => {
    const { eventId } = event;
    await expectCallError(
      attendee.call('checkIfEventUsersOffline', { eventId, users: ['x'] }),
      'permission-denied',
      { reason: 'not_event_admin' },
    );
    await expectCallError(
      creator.call('checkIfEventUsersOffline', { eventId, users: [] }),
      'invalid-argument',
    );
    await expectCallError(
      creator.call('checkIfEventUsersOffline', { eventId, users: ['a/b'] }),
      'invalid-argument',
    );
  });
});

describe('the scheduled sweep', () => {
  it("marks every event's stale users offline, whoever is looking", async () => {
    const other = await createEventFixture({ creatorId: creator.uid, rooms: ['lounge'] });
    await onlineUser(event.eventId, 'tab-closed-1', STALE);
    await onlineUser(other.eventId, 'tab-closed-2', STALE);
    await onlineUser(other.eventId, 'still-here', 5_000);
    const report = await sweepOfflineUsers(Date.now());
    expect(report.offline).toEqual(
      expect.arrayContaining([`${event.eventId}/tab-closed-1`, `${other.eventId}/tab-closed-2`]),
    );
    expect(await presenceOf(event.eventId, 'tab-closed-1')).toEqual({
      online: false,
      inRoom: false,
    });
    expect(await presenceOf(other.eventId, 'tab-closed-2')).toEqual({
      online: false,
      inRoom: false,
    });
    expect(await presenceOf(other.eventId, 'still-here')).toEqual({ online: true, inRoom: true });
  });
});

describe('a talk (issue 32)', () => {
  it('someone marked offline loses their raised hand and the floor; the other holder keeps it', async () => {
    const { eventId } = event;
    await onlineUser(eventId, 'asker', STALE);
    await inTalk(eventId, 'asker', 'speaker');
    expect(await talkOf(eventId, 'asker')).toEqual({
      hand: true,
      floor: { asker: true, speaker: true },
    });
    await sweepOfflineUsers(Date.now());
    expect(await presenceOf(eventId, 'asker')).toEqual({ online: false, inRoom: false });
    expect(await talkOf(eventId, 'asker')).toEqual({ hand: false, floor: { speaker: true } });
  });

  it("an admin's 'Set offline' takes them away too", async () => {
    const { eventId } = event;
    await onlineUser(eventId, 'heckler', 5_000);
    await inTalk(eventId, 'heckler', 'speaker');
    await creator.call('presence-setEventUserOffline', { eventId, userId: 'heckler' });
    expect(await talkOf(eventId, 'heckler')).toEqual({ hand: false, floor: { speaker: true } });
  });

  it('a user of an event whose document is gone still goes offline (no floor to update)', async () => {
    const eventId = unique('no-event-doc');
    await onlineUser(eventId, 'orphan', STALE);
    const report = await sweepOfflineUsers(Date.now());
    expect(report.offline).toContain(`${eventId}/orphan`);
    expect(await presenceOf(eventId, 'orphan')).toEqual({ online: false, inRoom: false });
  });
});

/** `uid` shares the lounge's `screen` (src/domain/share.ts: the document's id is the screen's). */
async function sharing(eventId: string, uid: string, screen: string) {
  await adminDb.doc(`events/${eventId}/rooms/lounge/shares/${screen}`).set({
    uid,
    name: uid,
    session: `page-${uid}`,
    startedAt: FieldValue.serverTimestamp(),
  });
}

async function sharesOf(eventId: string) {
  const shares = await adminDb.collection(`events/${eventId}/rooms/lounge/shares`).get();
  return Object.fromEntries(shares.docs.map((share) => [share.id, share.get('uid') as string]));
}

describe('screen sharing (issue 32)', () => {
  it("a sharer marked offline ends their shares in the room; someone else's stays", async () => {
    const { eventId } = event;
    await onlineUser(eventId, 'presenter', STALE);
    await onlineUser(eventId, 'colleague', 5_000);
    await sharing(eventId, 'presenter', 'screen-1');
    await sharing(eventId, 'presenter', 'screen-2');
    await sharing(eventId, 'colleague', 'screen-3');
    await sweepOfflineUsers(Date.now());
    expect(await presenceOf(eventId, 'presenter')).toEqual({ online: false, inRoom: false });
    expect(await sharesOf(eventId)).toEqual({ 'screen-3': 'colleague' });
  });

  it("an admin's 'Set offline' and the presence check end them too", async () => {
    const { eventId } = event;
    await onlineUser(eventId, 'set-offline', 5_000);
    await onlineUser(eventId, 'checked', STALE);
    await sharing(eventId, 'set-offline', 'screen-1');
    await sharing(eventId, 'checked', 'screen-2');
    await creator.call('presence-setEventUserOffline', { eventId, userId: 'set-offline' });
    expect(await sharesOf(eventId)).toEqual({ 'screen-2': 'checked' });
    await creator.call('checkIfEventUsersOffline', { eventId, users: ['checked'] });
    expect(await sharesOf(eventId)).toEqual({});
  });
});

describe("a full room's line (issue 33)", () => {
  it('someone marked offline leaves the line they waited in; the others keep their places', async () => {
    const { eventId } = event;
    await onlineUser(eventId, 'waiting-gone', STALE);
    await onlineUser(eventId, 'waiting-here', 5_000);
    const line = adminDb.collection(`events/${eventId}/roomQueues`);
    await line.doc('waiting-gone').set({ roomId: 'hall', at: new Date(1_000) });
    await line.doc('waiting-here').set({ roomId: 'hall', at: new Date(2_000) });
    await sweepOfflineUsers(Date.now());
    expect((await line.get()).docs.map((entry) => entry.id)).toEqual(['waiting-here']);
  });
});

describe('presence-setEventUserOffline', () => {
  it('an event admin sets someone offline, fresh keep-alive or not: out of the list and the room', async () => {
    const { eventId } = event;
    await onlineUser(eventId, 'here-now', 5_000);
    expect(
      await creator.call('presence-setEventUserOffline', { eventId, userId: 'here-now' }),
    ).toEqual({ wasOnline: true });
    expect(await presenceOf(eventId, 'here-now')).toEqual({ online: false, inRoom: false });
    // Already offline (or never there): nothing to do, and said so.
    expect(
      await creator.call('presence-setEventUserOffline', { eventId, userId: 'here-now' }),
    ).toEqual({ wasOnline: false });
  });

  it('refuses attendees, oneself and bad input', async () => {
    const { eventId } = event;
    await onlineUser(eventId, 'victim', 5_000);
    await expectCallError(
      attendee.call('presence-setEventUserOffline', { eventId, userId: 'victim' }),
      'permission-denied',
    );
    await expectCallError(
      creator.call('presence-setEventUserOffline', { eventId, userId: creator.uid }),
      'failed-precondition',
    );
    await expectCallError(
      creator.call('presence-setEventUserOffline', { eventId, userId: '' }),
      'invalid-argument',
    );
    expect(await presenceOf(eventId, 'victim')).toEqual({ online: true, inRoom: true });
  });
});
