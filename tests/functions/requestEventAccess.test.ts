// event-requestEventAccess: every gate reason, as a permission-denied error whose details
// carry the reason and whose message is the reference's text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_REJECTION_TEXT, type AccessRejection } from '../../src/domain/access';
import {
  anonymousClient,
  closeClients,
  expectCallError,
  signedInUser,
  unique,
  warmUp,
  type Client,
} from './support/emulators';
import { createEventFixture, readMember, setMember } from './support/fixtures';

let creator: Client;
let attendee: Client;

beforeAll(async () => {
  [creator, attendee] = await Promise.all([signedInUser(), signedInUser()]);
  await warmUp(attendee, { 'event-requestEventAccess': { slug: 'warm-up-missing-event' } });
}, 60_000);
afterAll(closeClients);

function refused(promise: Promise<unknown>, reason: AccessRejection) {
  return expectCallError(promise, 'permission-denied', {
    message: ACCESS_REJECTION_TEXT[reason],
    reason,
  });
}

const access = (client: Client, slug: string, eventPassword?: string) =>
  client.call('event-requestEventAccess', eventPassword ? { slug, eventPassword } : { slug });

describe('event-requestEventAccess', () => {
  it('grants a public event and records the grant (by slug or by event id)', async () => {
    const { eventId, slug } = await createEventFixture({ creatorId: creator.uid });
    expect(await access(attendee, slug.toUpperCase())).toMatchObject({ eventId });
    expect(await readMember(eventId, attendee.uid)).toMatchObject({
      granted: true,
      banned: false,
      earlyAccess: false,
      roles: {},
    });
    const other = await signedInUser();
    expect(await access(other, eventId)).toMatchObject({ eventId });
  });

  it('event_doesnt_exist', async () => {
    await refused(access(attendee, unique('no-such-event')), 'event_doesnt_exist');
  });

  it('event_archived', async () => {
    const { slug } = await createEventFixture({ creatorId: creator.uid, archived: true });
    await refused(access(attendee, slug), 'event_archived');
  });

  it('user_banned', async () => {
    const { eventId, slug } = await createEventFixture({ creatorId: creator.uid });
    await setMember(eventId, attendee.uid, { granted: true, banned: true });
    await refused(access(attendee, slug), 'user_banned');
  });

  it('event_closed, except for early access and organisers', async () => {
    const { eventId, slug } = await createEventFixture({ creatorId: creator.uid, isClosed: true });
    await refused(access(attendee, slug), 'event_closed');

    const early = await signedInUser();
    await setMember(eventId, early.uid, { earlyAccess: true });
    expect(await access(early, slug)).toMatchObject({ eventId });
    expect(await readMember(eventId, early.uid)).toMatchObject({
      granted: true,
      earlyAccess: true,
    });

    const organiser = await signedInUser();
    await setMember(eventId, organiser.uid, { roles: { eventOrganiser: true } });
    expect(await access(organiser, slug)).toMatchObject({ eventId });

    expect(await access(creator, slug)).toMatchObject({ eventId });
    const staff = await signedInUser({ staff: true });
    expect(await access(staff, slug)).toMatchObject({ eventId });
  });

  it('password_required, incorrect_password, then the right password', async () => {
    const { eventId, slug } = await createEventFixture({
      creatorId: creator.uid,
      accessType: 'password',
      eventPassword: 'open sesame',
    });
    await refused(access(attendee, slug), 'password_required');
    await refused(access(attendee, slug, 'open says me'), 'incorrect_password');
    expect(await readMember(eventId, attendee.uid)).toBeUndefined();
    expect(await access(attendee, slug, 'open sesame')).toMatchObject({ eventId });
    // The grant is remembered: no password needed next time.
    expect(await access(attendee, slug)).toMatchObject({ eventId });
  });

  it('invite_required, then the invited e-mail (any case)', async () => {
    const invited = await signedInUser();
    const { eventId, slug } = await createEventFixture({
      creatorId: creator.uid,
      accessType: 'invite',
      approvedEmails: ['someone@example.com', invited.email.toUpperCase()],
    });
    await refused(access(attendee, slug), 'invite_required');
    expect(await access(invited, slug)).toMatchObject({ eventId });
    expect(await readMember(eventId, invited.uid)).toMatchObject({ granted: true });
  });

  it('answers invalid-argument and unauthenticated', async () => {
    await expectCallError(attendee.call('event-requestEventAccess', {}), 'invalid-argument', {
      fields: ['slug'],
    });
    await expectCallError(
      anonymousClient().call('event-requestEventAccess', { slug: 'demo' }),
      'unauthenticated',
    );
  });
});
