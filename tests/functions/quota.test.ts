// The audio quota at the server (src/domain/billing/audioQuota.ts), against the emulators:
// audio-joinEventConference gives voice seats within the free minutes and the trial capacity,
// audio-getToken refuses too, settings/global.audioQuotaEnforced switches refusals off, and
// quota-accumulateAudioUsage (called through the functions emulator's trigger route, as Cloud
// Scheduler would) adds completed conferences to the event's and its subscription's usage.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
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
import { scheduledTriggerUrl } from './support/scheduled';

let creator: Client;
let ann: Client;
let staff: Client;
let event: EventFixture;

beforeAll(async () => {
  [creator, ann, staff] = await Promise.all([
    signedInUser(),
    signedInUser(),
    signedInUser({ staff: true }),
  ]);
  const missing = { eventId: 'warm-up-missing-event', alias: 'warm-up-missing-event' };
  await warmUp(ann, {
    'audio-joinEventConference': missing,
    'audio-getToken': { eventId: 'warm-up-missing-event' },
  });
}, 60_000);
afterAll(closeClients);

beforeEach(async () => {
  event = await createEventFixture({ creatorId: creator.uid });
  await setMember(event.eventId, ann.uid, { granted: true });
});

afterEach(async () => {
  await adminDb
    .doc('settings/global')
    .set({ audioQuotaEnforced: FieldValue.delete() }, { merge: true });
});

const eventRef = () => adminDb.doc(`events/${event.eventId}`);
const ledger = async () => (await adminDb.doc(`conferences/${event.eventId}`).get()).data();
const join = (client: Client, alias = event.eventId) =>
  client.call('audio-joinEventConference', { eventId: event.eventId, alias });
const leave = (client: Client, alias = event.eventId) =>
  client.call('audio-leaveEventConference', { eventId: event.eventId, alias });

/** `count` people already in voice, as the server holds them (sessions and seats). */
async function seedInVoice(count: number): Promise<void> {
  const now = Date.now();
  const uids = Array.from({ length: count }, (_, i) => `seeded-${i}`);
  await adminDb.doc(`conferences/${event.eventId}/openConferences/${event.eventId}`).set(
    {
      conferenceId: unique('conf'),
      alias: event.eventId,
      startedMs: now,
      lastLeftMs: now,
      closedPresenceMs: 0,
      users: Object.fromEntries(uids.map((uid) => [uid, true])),
      sessions: Object.fromEntries(uids.map((uid) => [uid, now])),
    },
    { merge: true },
  );
  await adminDb.doc(`conferences/${event.eventId}`).set(
    {
      voiceSeats: Object.fromEntries(uids.map((uid) => [uid, event.eventId])),
      pendingAccounting: true,
    },
    { merge: true },
  );
}

/** A completed conference of `seconds` user-seconds. */
async function seedCompleted(seconds: number, id = unique('done')): Promise<string> {
  await adminDb.doc(`conferences/${event.eventId}`).set(
    {
      completedConferences: {
        [id]: { alias: event.eventId, seconds, totalPresenceDuration: seconds, activeUsers: 1 },
      },
      // As closing the conference's last session marks it (conferenceStore.ts).
      pendingAccounting: true,
    },
    { merge: true },
  );
  return id;
}

describe('trial capacity (25 people in voice)', () => {
  it('refuses the 26th with the reason and a sentence saying they can still walk and chat', async () => {
    await seedInVoice(25);
    await expectCallError(join(ann), 'failed-precondition', {
      reason: 'trial_capacity',
      message: /full \(25 people\).*still walk around and chat/,
    });
    expect((await ledger())!.voiceSeats[ann.uid]).toBeUndefined();
  });

  it('lets the 25th in, who then holds a seat until leaving', async () => {
    await seedInVoice(24);
    expect(await join(ann)).toEqual({ changed: true });
    expect((await ledger())!.voiceSeats[ann.uid]).toBe(event.eventId);
    // Seated, a second alias (a channel zone) is never refused, and keeps the seat.
    await seedInVoice(25);
    await adminDb
      .doc(`conferences/${event.eventId}`)
      .set({ voiceSeats: { [ann.uid]: event.eventId } }, { merge: true });
    const zone = `${event.eventId}:zone`;
    expect(await join(ann, zone)).toEqual({ changed: true });
    await leave(ann);
    expect((await ledger())!.voiceSeats[ann.uid]).toBe(zone);
    await leave(ann, zone);
    expect((await ledger())!.voiceSeats[ann.uid]).toBeUndefined();
  });

  it.each([
    ['unlimitedCapacity', { unlimitedCapacity: true }],
    ['ignoreTrialLimit', { ignoreTrialLimit: true }],
    ['a custom plan', { customPlan: 'eventOrganizer', ignoreTrialLimit: true }],
  ])('lets the 26th in with %s', async (_name, audioUsage) => {
    await eventRef().set({ audioUsage }, { merge: true });
    await seedInVoice(25);
    expect(await join(ann)).toEqual({ changed: true });
  });

  it('audio-getToken refuses the 26th without a seat too', async () => {
    await seedInVoice(25);
    await expectCallError(
      ann.call('audio-getToken', { eventId: event.eventId }),
      'failed-precondition',
      { reason: 'trial_capacity' },
    );
  });

  it('audio-getToken gives a seated person a token', async () => {
    await seedInVoice(24);
    await join(ann);
    await seedInVoice(25);
    await adminDb
      .doc(`conferences/${event.eventId}`)
      .set({ voiceSeats: { [ann.uid]: event.eventId } }, { merge: true });
    const token = (await ann.call('audio-getToken', { eventId: event.eventId })) as {
      token: string;
    };
    expect(token.token.length).toBeGreaterThan(20);
  });
});

describe('free minutes', () => {
  it('refuses once 300 user-minutes are used', async () => {
    await seedCompleted(300 * 60);
    await expectCallError(join(ann), 'failed-precondition', { reason: 'free_audio_exhausted' });
  });

  it('counts open conferences: 299 minutes used plus a minute of someone still talking', async () => {
    await seedCompleted(299 * 60);
    await adminDb.doc(`conferences/${event.eventId}/openConferences/${event.eventId}`).set({
      conferenceId: unique('conf'),
      alias: event.eventId,
      startedMs: Date.now() - 61_000,
      lastLeftMs: Date.now() - 61_000,
      closedPresenceMs: 0,
      users: { talker: true },
      sessions: { talker: Date.now() - 61_000 },
    });
    await expectCallError(join(ann), 'failed-precondition', { reason: 'free_audio_exhausted' });
  });

  it('bonus minutes and a custom plan lift the limit', async () => {
    await seedCompleted(300 * 60);
    await eventRef().set({ audioUsage: { bonusFreeMinutes: 30 } }, { merge: true });
    expect(await join(ann)).toEqual({ changed: true });
    await leave(ann);
    await seedCompleted(60 * 60);
    await eventRef().set({ audioUsage: { customPlan: 'company' } }, { merge: true });
    expect(await join(ann)).toEqual({ changed: true });
  });

  it('refuses when staff disabled free audio', async () => {
    await eventRef().set({ audioUsage: { freeAudioDisabled: true } }, { merge: true });
    await expectCallError(join(ann), 'failed-precondition', {
      reason: 'free_audio_disabled',
      message: /free audio is disabled/,
    });
  });

  it('an active connected subscription lifts the free minutes; its capacity is its label', async () => {
    const accountId = unique('acct');
    const subscriptionId = unique('sub');
    await adminDb.doc(`billingAccounts/${accountId}/subscriptions/${subscriptionId}`).set({
      id: subscriptionId,
      status: 'active',
      priceLabel: '50-user',
      current_period_start: 1_700_000_000,
    });
    await eventRef().set(
      { connectedSubscription: { billingAccountId: accountId, subscriptionId } },
      { merge: true },
    );
    await seedCompleted(400 * 60);
    await seedInVoice(30);
    expect(await join(ann)).toEqual({ changed: true });
    await leave(ann);
    await seedInVoice(50);
    await expectCallError(join(ann), 'failed-precondition', { reason: 'trial_capacity' });
  });
});

describe('settings/global.audioQuotaEnforced', () => {
  it('off, nobody is refused (a peer-to-peer-only deployment); still seated', async () => {
    await adminDb.doc('settings/global').set({ audioQuotaEnforced: false }, { merge: true });
    await seedInVoice(25);
    await seedCompleted(1000 * 60);
    expect(await join(ann)).toEqual({ changed: true });
    expect((await ledger())!.voiceSeats[ann.uid]).toBe(event.eventId);
  });
});

describe('quota-accumulateAudioUsage', () => {
  const summary = async () =>
    (await adminDb.doc(`events/${event.eventId}/restricted/audioQuota`).get()).data();
  const runSchedule = async () => {
    const response = await fetch(await scheduledTriggerUrl('quota-accumulateAudioUsage'), {
      method: 'POST',
    });
    expect(response.status).toBe(200);
  };

  it('adds completed conferences once, and estimates the open ones', async () => {
    await seedCompleted(600);
    await seedInVoice(2);
    await runSchedule();
    const first = (await summary())!;
    expect(first).toMatchObject({
      totalMinutes: 10,
      noSubscriptionUsageTotal: 10,
      freeMinutes: 300,
      paid: false,
      openSessions: 2,
    });
    expect(first.usedMinutes).toBeGreaterThanOrEqual(10);
    expect(first.usedMinutes).toBeLessThan(12);
    await runSchedule();
    expect((await summary())!.totalMinutes).toBe(10);
    await seedCompleted(120);
    await runSchedule();
    expect((await summary())!).toMatchObject({ totalMinutes: 12, noSubscriptionUsageTotal: 12 });
  });

  it("adds a subscribed event's usage to the subscription, keyed by its period start", async () => {
    const accountId = unique('acct');
    const subscriptionId = unique('sub');
    const subscription = adminDb.doc(
      `billingAccounts/${accountId}/subscriptions/${subscriptionId}`,
    );
    await subscription.set({
      id: subscriptionId,
      status: 'active',
      priceLabel: 'Regular',
      current_period_start: 1_700_000_000,
    });
    await eventRef().set(
      {
        connectedSubscription: {
          billingAccountId: accountId,
          subscriptionId,
          currentPeriodStart: 1_700_000_000,
        },
      },
      { merge: true },
    );
    await seedCompleted(1200);
    await runSchedule();
    await runSchedule();
    expect((await subscription.get()).get('audioUsage.totalMinutes')).toBe(20);
    expect((await subscription.collection('usage').doc('1700000000').get()).data()).toMatchObject({
      totalUsage: 20,
    });
    expect((await summary())!).toMatchObject({
      totalMinutes: 20,
      noSubscriptionUsageTotal: 0,
      paid: true,
      freeMinutes: null,
    });
  });

  it('reads a ledger again only once something changed: a session, the plan', async () => {
    await seedCompleted(300);
    await runSchedule();
    expect((await ledger())!.pendingAccounting).toBe(false);
    const counted = (await summary())!;
    expect(counted.totalMinutes).toBe(5);
    // Nothing changed: the next pass leaves the summary alone.
    await runSchedule();
    expect((await summary())!.estimatedAtMs).toBe(counted.estimatedAtMs);
    // Someone joins voice: counted again, and kept pending while the session is open.
    expect(await join(ann)).toEqual({ changed: true });
    expect((await ledger())!.pendingAccounting).toBe(true);
    await runSchedule();
    expect((await summary())!).toMatchObject({ openSessions: 1 });
    expect((await ledger())!.pendingAccounting).toBe(true);
    await leave(ann);
    await runSchedule();
    expect((await ledger())!.pendingAccounting).toBe(false);
    expect((await summary())!).toMatchObject({ openSessions: 0, paid: false });
    // Staff give the event a plan: the summary says so after the next pass.
    await staff.call('admin-setEventAudioPlan', { eventId: event.eventId, plan: 'company' });
    expect((await ledger())!.pendingAccounting).toBe(true);
    await runSchedule();
    expect((await summary())!).toMatchObject({ paid: true, freeMinutes: null });
  });

  it('frees a seat whose session is gone', async () => {
    await adminDb
      .doc(`conferences/${event.eventId}`)
      .set({ voiceSeats: { ghost: event.eventId }, pendingAccounting: true }, { merge: true });
    await runSchedule();
    expect((await ledger())!.voiceSeats?.ghost).toBeUndefined();
  });
});
