// Staff usage reports against the emulators: admin-getUsageReport and admin-getEventConferences
// read conferences/{eventId} (seeded here with the admin SDK, as the voice functions write it)
// and the events. The dates used (2013) belong to this file alone, so other tests' ledgers stay
// out of its ranges.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import {
  adminDb,
  closeClients,
  expectCallError,
  signedInUser,
  type Client,
} from './support/emulators';
import { createEventFixture, type EventFixture } from './support/fixtures';
import type { EventConferencesResult, UsageReportResult } from '../../src/domain/reports';

let staff: Client;
let someone: Client;
let plain: EventFixture;
let subscribed: EventFixture;
let unlimited: EventFixture;
let outside: EventFixture;

interface Seeded {
  id: string;
  started: string;
  ended: string;
  userSeconds: number;
  users: string[];
}

/** conferences/{eventId} as functions/src/audio/conferenceStore.ts writes it. */
async function seedLedger(eventId: string, conferences: Seeded[]) {
  const at = (iso: string) => Timestamp.fromMillis(Date.parse(iso));
  const entries = Object.fromEntries(
    conferences.map((c) => [
      c.id,
      {
        alias: eventId,
        started: at(c.started),
        ended: at(c.ended),
        seconds: (Date.parse(c.ended) - Date.parse(c.started)) / 1000,
        totalPresenceDuration: c.userSeconds,
        activeUsers: c.users.length,
        users: c.users,
      },
    ]),
  );
  const last = conferences
    .map((c) => c.ended)
    .sort()
    .at(-1)!;
  await adminDb
    .doc(`conferences/${eventId}`)
    .set({ completedConferences: entries, lastConferenceEnded: at(last) });
}

beforeAll(async () => {
  [staff, someone] = await Promise.all([signedInUser({ staff: true }), signedInUser()]);
  const fair = (name: string) => createEventFixture({ creatorId: someone.uid, name });
  [plain, subscribed, unlimited, outside] = await Promise.all([
    fair('Plain fair'),
    fair('Paid fair'),
    fair('Big fair'),
    fair('Later fair'),
  ]);
  await Promise.all([
    adminDb.doc(`events/${subscribed.eventId}`).update({
      connectedSubscription: {
        billingAccountId: 'b1',
        subscriptionId: 's1',
        currentPeriodStart: 0,
      },
    }),
    adminDb.doc(`events/${unlimited.eventId}`).update({ 'audioUsage.ignoreTrialLimit': true }),
  ]);
  await Promise.all([
    // Ends at the first instant of the range's first day.
    seedLedger(plain.eventId, [
      {
        id: 'p1',
        started: '2013-05-01T09:00:00Z',
        ended: '2013-05-01T09:30:00Z',
        userSeconds: 3600,
        users: ['a', 'b'],
      },
      {
        id: 'p2',
        started: '2013-05-09T23:50:00Z',
        ended: '2013-05-10T00:00:00Z',
        userSeconds: 600,
        users: ['b', 'c'],
      },
    ]),
    // Ends at the last instant of the range's last day.
    seedLedger(subscribed.eventId, [
      {
        id: 's1',
        started: '2013-05-12T23:00:00Z',
        ended: '2013-05-12T23:59:59.999Z',
        userSeconds: 1800,
        users: ['d'],
      },
    ]),
    seedLedger(unlimited.eventId, [
      {
        id: 'u1',
        started: '2013-05-11T10:00:00Z',
        ended: '2013-05-11T11:00:00Z',
        userSeconds: 7200,
        users: ['e', 'f'],
      },
    ]),
    // The day after the range.
    seedLedger(outside.eventId, [
      {
        id: 'o1',
        started: '2013-05-13T00:00:00Z',
        ended: '2013-05-13T00:00:00.001Z',
        userSeconds: 60,
        users: ['g'],
      },
    ]),
  ]);
}, 60_000);
afterAll(closeClients);

const report = (payload: Record<string, unknown>) =>
  staff.call<UsageReportResult>('admin-getUsageReport', {
    start: '2013-05-10',
    end: '2013-05-12',
    ...payload,
  });

describe('admin-getUsageReport', () => {
  it('lists the events whose last conference ended within the dates, inclusive', async () => {
    const { rows, series } = await report({});
    expect(rows.map((r) => r.eventName)).toEqual(['Paid fair', 'Big fair', 'Plain fair']);
    expect(rows[2]).toEqual({
      eventName: 'Plain fair',
      slug: plain.slug,
      eventId: plain.eventId,
      activeUsers: 3,
      conferenceUsage: 70,
      lastConferenceEnded: '2013-05-10T00:00:00.000Z',
      creatorId: someone.uid,
      hasSubscription: false,
      unlimitedAudioCapacity: false,
    });
    expect(rows[0]).toMatchObject({ hasSubscription: true, unlimitedAudioCapacity: false });
    expect(rows[1]).toMatchObject({ hasSubscription: false, unlimitedAudioCapacity: true });
    // Per day by the conferences' ends; p1 ended before the range, so it is not in the series.
    expect(series).toEqual([
      { day: '2013-05-10', minutes: 10 },
      { day: '2013-05-11', minutes: 120 },
      { day: '2013-05-12', minutes: 30 },
    ]);
  });

  it('narrows by the boundaries: one day at either end', async () => {
    expect((await report({ end: '2013-05-10' })).rows.map((r) => r.eventId)).toEqual([
      plain.eventId,
    ]);
    expect(
      (await report({ start: '2013-05-12', end: '2013-05-13' })).rows.map((r) => r.eventId),
    ).toEqual([outside.eventId, subscribed.eventId]);
  });

  it('filters by subscription and by unlimited capacity', async () => {
    const paid = await report({ hasSubscription: true });
    expect(paid.rows.map((r) => r.eventId)).toEqual([subscribed.eventId]);
    expect(paid.series.map((p) => p.minutes)).toEqual([0, 0, 30]);
    // The page says how many events the filter left out (issue 30 #18).
    expect(paid.filteredOut).toBe(2);
    expect((await report({})).filteredOut).toBe(0);
    const big = await report({ unlimitedCapacity: true, hasSubscription: null });
    expect(big.rows.map((r) => r.eventId)).toEqual([unlimited.eventId]);
    expect((await report({ hasSubscription: true, unlimitedCapacity: true })).rows).toEqual([]);
  });

  it("refuses an end before the start with the page's message", async () => {
    await expectCallError(report({ start: '2013-05-12', end: '2013-05-11' }), 'invalid-argument', {
      message: 'The end date cannot be before the start date.',
      fields: ['end'],
    });
  });

  it('is for staff only', async () => {
    await expectCallError(
      someone.call('admin-getUsageReport', { start: '2013-05-10', end: '2013-05-12' }),
      'permission-denied',
      { reason: 'not_staff' },
    );
  });
});

describe('admin-getEventConferences', () => {
  it("lists an event's conferences newest first", async () => {
    const answer = await staff.call<EventConferencesResult>('admin-getEventConferences', {
      eventId: plain.eventId,
    });
    expect(answer).toEqual({
      event: { name: 'Plain fair', slug: plain.slug },
      conferences: [
        {
          conferenceId: 'p2',
          started: '2013-05-09T23:50:00.000Z',
          ended: '2013-05-10T00:00:00.000Z',
          minutes: 10,
          activeUsers: 2,
        },
        {
          conferenceId: 'p1',
          started: '2013-05-01T09:00:00.000Z',
          ended: '2013-05-01T09:30:00.000Z',
          minutes: 60,
          activeUsers: 2,
        },
      ],
    });
  });

  it('answers no conferences for an event without voice, and not-found for no event', async () => {
    const quiet = await createEventFixture({ creatorId: someone.uid, name: 'Quiet fair' });
    const answer = await staff.call<EventConferencesResult>('admin-getEventConferences', {
      eventId: quiet.eventId,
    });
    expect(answer).toEqual({ event: { name: 'Quiet fair', slug: quiet.slug }, conferences: [] });
    await expectCallError(
      staff.call('admin-getEventConferences', { eventId: 'no-such-event-anywhere' }),
      'not-found',
      { reason: 'event_not_found' },
    );
  });

  it('is for staff only', async () => {
    await expectCallError(
      someone.call('admin-getEventConferences', { eventId: plain.eventId }),
      'permission-denied',
      { reason: 'not_staff' },
    );
  });
});
