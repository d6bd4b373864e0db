// Voice usage accounting: audio-joinEventConference / audio-leaveEventConference and the
// scheduled sweep of crashed tabs (presence-sweepStaleVoiceSessions), against the emulators.
// The sweep runs once through the functions emulator (as Cloud Scheduler would call it) and
// otherwise as its logic, invoked here with a chosen clock.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import {
  adminDb,
  closeClients,
  expectCallError,
  signedInUser,
  warmUp,
  type Client,
} from './support/emulators';
import { createEventFixture, setMember, type EventFixture } from './support/fixtures';
import { scheduledTriggerUrl } from './support/scheduled';
import { PRESENCE } from '../../src/domain/constants';
import { sweepStaleVoiceSessions } from '../../functions/src/presence/staleVoiceSweep';

let creator: Client;
let ann: Client;
let bob: Client;
let outsider: Client;
let event: EventFixture;

beforeAll(async () => {
  [creator, ann, bob, outsider] = await Promise.all([
    signedInUser(),
    signedInUser(),
    signedInUser(),
    signedInUser(),
  ]);
  const missing = { eventId: 'warm-up-missing-event', alias: 'warm-up-missing-event' };
  await warmUp(ann, {
    'audio-joinEventConference': missing,
    'audio-leaveEventConference': missing,
  });
}, 60_000);
afterAll(closeClients);

beforeEach(async () => {
  event = await createEventFixture({ creatorId: creator.uid });
  await Promise.all([
    setMember(event.eventId, ann.uid, { granted: true }),
    setMember(event.eventId, bob.uid, { granted: true }),
  ]);
});

const join = (client: Client, alias = event.eventId) =>
  client.call('audio-joinEventConference', { eventId: event.eventId, alias });
const leave = (client: Client, alias = event.eventId) =>
  client.call('audio-leaveEventConference', { eventId: event.eventId, alias });
const usage = async () => (await adminDb.doc(`conferences/${event.eventId}`).get()).data();
const openConference = async (alias = event.eventId) =>
  (await adminDb.doc(`conferences/${event.eventId}/openConferences/${alias}`).get()).data();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('audio-joinEventConference / audio-leaveEventConference', () => {
  it('records who was in voice and for how long once the last person leaves', async () => {
    const before = Date.now();
    expect(await join(ann)).toEqual({ changed: true });
    expect(await join(bob)).toEqual({ changed: true });
    await sleep(1200);
    await leave(ann);
    expect(Object.keys((await openConference())!.sessions)).toEqual([bob.uid]);
    // Nothing completed yet; only Bob still holds a voice seat (the audio quota's count), and
    // the ledger waits for the next accounting pass.
    expect(await usage()).toEqual({
      voiceSeats: { [bob.uid]: event.eventId },
      pendingAccounting: true,
    });
    await sleep(1000);
    await leave(bob);
    expect(await openConference()).toBeUndefined();
    const { completedConferences, lastConferenceEnded } = (await usage())!;
    const entries = Object.values(completedConferences) as Array<Record<string, unknown>>;
    expect(entries).toHaveLength(1);
    const entry = entries[0]!;
    expect(entry).toMatchObject({ alias: event.eventId, activeUsers: 2 });
    // Ann ~1.2 s, Bob ~2.2 s; the conference lasted ~2.2 s (rounded to whole seconds).
    expect(entry.seconds).toBeGreaterThanOrEqual(2);
    expect(entry.seconds).toBeLessThanOrEqual(6);
    expect(entry.totalPresenceDuration).toBeGreaterThanOrEqual(3);
    expect(entry.totalPresenceDuration).toBeLessThanOrEqual(10);
    const ended = (entry.ended as Timestamp).toMillis();
    expect(ended).toBeGreaterThanOrEqual(before + 2000);
    expect(ended).toBeLessThanOrEqual(Date.now());
    expect((lastConferenceEnded as Timestamp).toMillis()).toBe(ended);
  });

  it('joining twice keeps one session, opened by the first join', async () => {
    await join(ann);
    const first = (await openConference())!.sessions[ann.uid];
    await sleep(50);
    expect(await join(ann)).toEqual({ changed: false });
    expect((await openConference())!.sessions).toEqual({ [ann.uid]: first });
  });

  it('leaving without joining changes nothing', async () => {
    expect(await leave(ann)).toEqual({ changed: false });
    expect(await usage()).toBeUndefined();
    await join(bob);
    expect(await leave(ann)).toEqual({ changed: false });
    expect(Object.keys((await openConference())!.sessions)).toEqual([bob.uid]);
  });

  it('a channel zone is its own conference', async () => {
    const zone = `${event.eventId}:zone-1`;
    await join(ann, zone);
    await join(bob);
    await leave(ann, zone);
    const entries = Object.values((await usage())!.completedConferences);
    expect(entries).toEqual([expect.objectContaining({ alias: zone, activeUsers: 1 })]);
    expect(Object.keys((await openConference())!.sessions)).toEqual([bob.uid]);
  });

  it('refuses non-members and aliases of other events', async () => {
    await expectCallError(join(outsider), 'permission-denied', { reason: 'not_event_member' });
    await expectCallError(join(ann, 'another-event'), 'invalid-argument', { message: /alias/ });
    await expectCallError(join(ann, `${event.eventId}:a/b`), 'invalid-argument');
  });
});

describe('the stale voice session sweep', () => {
  const MINUTE = 60_000;

  async function seedSessions(now: number, keepAlive: Record<string, number | null>) {
    const sessions = Object.fromEntries(
      Object.keys(keepAlive).map((uid) => [uid, now - 10 * MINUTE]),
    );
    await adminDb.doc(`conferences/${event.eventId}/openConferences/${event.eventId}`).set({
      conferenceId: `conf-${event.eventId}`,
      alias: event.eventId,
      startedMs: now - 10 * MINUTE,
      lastLeftMs: now - 10 * MINUTE,
      closedPresenceMs: 0,
      users: Object.fromEntries(Object.keys(keepAlive).map((uid) => [uid, true])),
      sessions,
    });
    for (const [uid, at] of Object.entries(keepAlive)) {
      await adminDb.doc(`events/${event.eventId}/users/${uid}`).set({
        name: uid,
        online: true,
        currentRoom: '_main',
        lastKeepAlive: at === null ? null : Timestamp.fromMillis(at),
      });
      await position(uid).set({ x: 1, y: 1, t: at === null ? null : Timestamp.fromMillis(at) });
    }
  }

  const position = (uid: string) =>
    adminDb.doc(`events/${event.eventId}/rooms/_main/positions/${uid}`);
  const standing = async (uid: string) => (await position(uid).get()).exists;

  const online = async (uid: string) =>
    (await adminDb.doc(`events/${event.eventId}/users/${uid}`).get()).get('online');

  it('closes a crashed tab at its last keep-alive and marks it offline; keeps the live one', async () => {
    const now = Date.now();
    const crashedAt = now - PRESENCE.staleAfterMs - MINUTE;
    await seedSessions(now, { [ann.uid]: crashedAt, [bob.uid]: now - MINUTE });
    const report = await sweepStaleVoiceSessions(now);
    // Other tests' conferences may be swept too: only this event's sessions are checked.
    expect(report.closed).toContain(`${event.eventId}/${ann.uid}`);
    expect(report.closed).not.toContain(`${event.eventId}/${bob.uid}`);
    expect(await online(ann.uid)).toBe(false);
    expect(await online(bob.uid)).toBe(true);
    // Offline has no position: the crashed tab's avatar leaves the room with it.
    expect(await standing(ann.uid)).toBe(false);
    expect(await standing(bob.uid)).toBe(true);
    const open = (await openConference())!;
    expect(Object.keys(open.sessions)).toEqual([bob.uid]);
    expect(open.closedPresenceMs).toBe(crashedAt - (now - 10 * MINUTE));
  });

  it("a crashed sharer's screen share ends with their session; the live one's stays", async () => {
    const now = Date.now();
    await seedSessions(now, { [ann.uid]: now - PRESENCE.staleAfterMs - MINUTE, [bob.uid]: now });
    const shares = adminDb.collection(`events/${event.eventId}/rooms/_main/shares`);
    for (const [screen, uid] of [
      ['screen-1', ann.uid],
      ['screen-2', bob.uid],
    ] as const) {
      await shares.doc(screen).set({ uid, name: uid, session: 'page', startedAt: Timestamp.now() });
    }
    await sweepStaleVoiceSessions(now);
    expect(await online(ann.uid)).toBe(false);
    expect((await shares.get()).docs.map((share) => share.id)).toEqual(['screen-2']);
  });

  it('the last stale session completes the conference, ended at the last sign of life', async () => {
    const now = Date.now();
    const crashedAt = now - PRESENCE.staleAfterMs - MINUTE;
    await seedSessions(now, { [ann.uid]: crashedAt });
    await sweepStaleVoiceSessions(now);
    expect(await openConference()).toBeUndefined();
    const entry = (await usage())!.completedConferences[`conf-${event.eventId}`];
    expect(entry).toMatchObject({ seconds: 420, totalPresenceDuration: 420, activeUsers: 1 });
    expect((entry.ended as Timestamp).toMillis()).toBe(crashedAt);
  });

  it('a keep-alive within the stale limit keeps the session, at the boundary too', async () => {
    const now = Date.now();
    await seedSessions(now, { [ann.uid]: now - PRESENCE.staleAfterMs });
    const report = await sweepStaleVoiceSessions(now);
    expect(report.closed).not.toContain(`${event.eventId}/${ann.uid}`);
    expect(await online(ann.uid)).toBe(true);
  });

  it('runs as the scheduled function in the functions emulator', async () => {
    const now = Date.now();
    await seedSessions(now, { [ann.uid]: now - PRESENCE.staleAfterMs - MINUTE });
    const response = await fetch(await scheduledTriggerUrl('presence-sweepStaleVoiceSessions'), {
      method: 'POST',
    });
    expect(response.status).toBe(200);
    expect(await online(ann.uid)).toBe(false);
    expect(await openConference()).toBeUndefined();
  });
});
