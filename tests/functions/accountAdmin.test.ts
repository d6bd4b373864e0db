// Issue 10's staff callables and the dashboard's event lists: admin-getUserEmail,
// admin-setEventAudioPlan, profiles-trackJoinedEvent and the creator's entry after a rename.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpdateEventDetailsResult } from '../../src/domain/protocol/callables';
import {
  adminDb,
  anonymousClient,
  closeClients,
  expectCallError,
  signedInUser,
  warmUp,
  type Client,
} from './support/emulators';
import { createEventFixture } from './support/fixtures';

let staff: Client;
let user: Client;

beforeAll(async () => {
  [staff, user] = await Promise.all([signedInUser({ staff: true }), signedInUser()]);
  await warmUp(staff, {
    'admin-getUserEmail': { userId: 'warm-up-missing-user' },
    'admin-setEventAudioPlan': { eventId: 'warm-up-missing-event', plan: 'default' },
  });
}, 60_000);
afterAll(closeClients);

const audioUsageOf = async (eventId: string) =>
  (await adminDb.doc(`events/${eventId}`).get()).get('audioUsage') as Record<string, unknown>;

describe('admin-getUserEmail', () => {
  it("answers staff with the account's e-mail and staff flag", async () => {
    expect(await staff.call('admin-getUserEmail', { userId: user.uid })).toEqual({
      email: user.email,
      staff: false,
    });
    expect(await staff.call('admin-getUserEmail', { userId: staff.uid })).toEqual({
      email: staff.email,
      staff: true,
    });
  });

  it('refuses everyone else, and says when the user does not exist', async () => {
    await expectCallError(
      user.call('admin-getUserEmail', { userId: staff.uid }),
      'permission-denied',
      {
        reason: 'not_staff',
      },
    );
    await expectCallError(
      anonymousClient().call('admin-getUserEmail', { userId: user.uid }),
      'unauthenticated',
    );
    await expectCallError(
      staff.call('admin-getUserEmail', { userId: 'no-such-user' }),
      'not-found',
      {
        reason: 'user_not_found',
      },
    );
    await expectCallError(staff.call('admin-getUserEmail', {}), 'invalid-argument');
  });
});

describe('admin-setEventAudioPlan', () => {
  it("writes the reference's fields for each plan and keeps the rest of audioUsage", async () => {
    const { eventId } = await createEventFixture({ creatorId: user.uid });
    await adminDb.doc(`events/${eventId}`).update({ audioUsage: { bonusFreeMinutes: 60 } });
    const set = (plan: string) => staff.call('admin-setEventAudioPlan', { eventId, plan });

    expect(await set('company')).toEqual({ plan: 'company' });
    expect(await audioUsageOf(eventId)).toEqual({
      bonusFreeMinutes: 60,
      customPlan: 'company',
      ignoreTrialLimit: true,
    });
    await set('unlimitedTrial');
    expect(await audioUsageOf(eventId)).toEqual({ bonusFreeMinutes: 60, ignoreTrialLimit: true });
    await set('eventOrganizer');
    expect(await audioUsageOf(eventId)).toEqual({
      bonusFreeMinutes: 60,
      customPlan: 'eventOrganizer',
      ignoreTrialLimit: true,
    });
    await set('default');
    expect(await audioUsageOf(eventId)).toEqual({ bonusFreeMinutes: 60 });
  });

  it('refuses non-staff (even the creator), unknown plans and missing events', async () => {
    const { eventId } = await createEventFixture({ creatorId: user.uid });
    await expectCallError(
      user.call('admin-setEventAudioPlan', { eventId, plan: 'company' }),
      'permission-denied',
      { reason: 'not_staff' },
    );
    expect(await audioUsageOf(eventId)).toBeUndefined();
    await expectCallError(
      staff.call('admin-setEventAudioPlan', { eventId, plan: 'free-forever' }),
      'invalid-argument',
    );
    await expectCallError(
      staff.call('admin-setEventAudioPlan', { eventId: 'no-such-event', plan: 'company' }),
      'not-found',
    );
  });
});

describe("the dashboard's event lists", () => {
  it("a first join adds the event to the person's joinedEvents; bots get nothing", async () => {
    const person = await signedInUser();
    const { eventId, slug } = await createEventFixture({ creatorId: staff.uid, name: 'Joined!' });
    await adminDb.doc(`events/${eventId}/users/${person.uid}`).set({ name: 'P', online: true });
    await expect
      .poll(async () => (await adminDb.doc(`profiles/${person.uid}`).get()).get('joinedEvents'), {
        timeout: 20_000,
      })
      .toEqual({ [eventId]: { name: 'Joined!', slug } });

    const botId = `bot-${person.uid}`;
    await adminDb.doc(`events/${eventId}/users/${botId}`).set({ name: 'Bot', isBot: true });
    // Another person's join shows the trigger has run past the bot's.
    const other = await signedInUser();
    await adminDb.doc(`events/${eventId}/users/${other.uid}`).set({ name: 'O', online: true });
    await expect
      .poll(async () => (await adminDb.doc(`profiles/${other.uid}`).get()).exists, {
        timeout: 20_000,
      })
      .toBe(true);
    expect((await adminDb.doc(`profiles/${botId}`).get()).exists).toBe(false);
  });

  it("renaming an event renames the creator's entry; its link stays the default slug", async () => {
    const creator = await signedInUser({ canCreateEvents: true });
    const { eventId, slug } = await creator.call<{ eventId: string; slug: string }>(
      'createNewEvent',
      { createFromTemplate: 'blank', isNewVersion: true, name: 'Before' },
    );
    const result = await creator.call<UpdateEventDetailsResult>('updateEventDetails', {
      eventId,
      name: 'After',
      slug: `${slug}-moved`,
    });
    expect(result.slug).toBe(`${slug}-moved`);
    const profile = (await adminDb.doc(`profiles/${creator.uid}`).get()).data()!;
    expect(profile.createdEvents).toEqual({ [eventId]: { name: 'After', slug } });
  });
});
