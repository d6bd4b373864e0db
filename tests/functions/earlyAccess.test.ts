// event-setEarlyAccess (issue 29 #9): organisers and staff let a person into a closed event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_REJECTION_TEXT } from '../../src/domain/access';
import { EARLY_ACCESS_TEXTS } from '../../src/domain/protocol/earlyAccess';
import {
  closeClients,
  expectCallError,
  signedInUser,
  warmUp,
  type Client,
} from './support/emulators';
import { createEventFixture, readMember, setMember } from './support/fixtures';

let creator: Client;
let organiser: Client;
let attendee: Client;
let staff: Client;

beforeAll(async () => {
  [creator, organiser, attendee, staff] = await Promise.all([
    signedInUser(),
    signedInUser(),
    signedInUser(),
    signedInUser({ staff: true }),
  ]);
  await warmUp(attendee, {
    'event-setEarlyAccess': { eventId: 'warm-up-missing-event', userId: 'x', earlyAccess: true },
    'event-requestEventAccess': { slug: 'warm-up-missing-event' },
    'event-setEarlyAccessByEmail': {
      eventId: 'warm-up-missing-event',
      email: 'x@y.test',
      earlyAccess: true,
    },
  });
}, 60_000);
afterAll(closeClients);

async function closedEvent() {
  const event = await createEventFixture({ creatorId: creator.uid, isClosed: true });
  await Promise.all([
    setMember(event.eventId, organiser.uid, { granted: true, roles: { eventOrganiser: true } }),
    setMember(event.eventId, attendee.uid, { granted: true }),
  ]);
  return event;
}

describe('event-setEarlyAccess', () => {
  it('an organiser gives early access: the closed event then admits the person', async () => {
    const { eventId, slug } = await closedEvent();
    const guest = await signedInUser();
    await expectCallError(guest.call('event-requestEventAccess', { slug }), 'permission-denied', {
      message: ACCESS_REJECTION_TEXT.event_closed,
      reason: 'event_closed',
    });
    expect(
      await organiser.call('event-setEarlyAccess', {
        eventId,
        userId: guest.uid,
        earlyAccess: true,
      }),
    ).toEqual({ earlyAccess: true });
    // A person who never came gets an ungranted member doc: the gate still decides the rest.
    expect(await readMember(eventId, guest.uid)).toEqual({
      granted: false,
      banned: false,
      earlyAccess: true,
      roles: {},
    });
    expect(await guest.call('event-requestEventAccess', { slug })).toMatchObject({ eventId });
  });

  it('staff and the creator give and remove it, keeping the rest of the member doc', async () => {
    const { eventId } = await closedEvent();
    await staff.call('event-setEarlyAccess', { eventId, userId: attendee.uid, earlyAccess: true });
    expect(await readMember(eventId, attendee.uid)).toEqual({
      granted: true,
      banned: false,
      earlyAccess: true,
      roles: {},
    });
    await creator.call('event-setEarlyAccess', {
      eventId,
      userId: attendee.uid,
      earlyAccess: false,
    });
    expect((await readMember(eventId, attendee.uid))!.earlyAccess).toBe(false);
  });

  it('refuses an attendee (permission-denied) and changes nothing', async () => {
    const { eventId } = await closedEvent();
    const other = await signedInUser();
    await expectCallError(
      attendee.call('event-setEarlyAccess', { eventId, userId: other.uid, earlyAccess: true }),
      'permission-denied',
    );
    await expectCallError(
      attendee.call('event-setEarlyAccess', { eventId, userId: attendee.uid, earlyAccess: true }),
      'permission-denied',
    );
    expect(await readMember(eventId, other.uid)).toBeUndefined();
    expect((await readMember(eventId, attendee.uid))!.earlyAccess).toBe(false);
  });

  it('refuses bad input (invalid-argument)', async () => {
    const { eventId } = await closedEvent();
    for (const payload of [
      { eventId, userId: attendee.uid },
      { eventId, userId: attendee.uid, earlyAccess: 'yes' },
      { eventId, userId: 'a/b', earlyAccess: true },
      { eventId, userId: attendee.uid, earlyAccess: true, granted: true },
    ]) {
      await expectCallError(organiser.call('event-setEarlyAccess', payload), 'invalid-argument');
    }
    expect((await readMember(eventId, attendee.uid))!.earlyAccess).toBe(false);
  });
});

describe('event-setEarlyAccessByEmail', () => {
  it("an organiser gives early access to someone who never came, by their account's e-mail", async () => {
    const { eventId, slug } = await closedEvent();
    const guest = await signedInUser();
    expect(
      await organiser.call('event-setEarlyAccessByEmail', {
        eventId,
        email: ` ${guest.email.toUpperCase()} `,
        earlyAccess: true,
      }),
    ).toEqual({ earlyAccess: true });
    expect(await guest.call('event-requestEventAccess', { slug })).toMatchObject({ eventId });
    await staff.call('event-setEarlyAccessByEmail', {
      eventId,
      email: guest.email,
      earlyAccess: false,
    });
    expect((await readMember(eventId, guest.uid))!.earlyAccess).toBe(false);
  });

  it('says when no account has the address (not-found), and refuses attendees before looking', async () => {
    const { eventId } = await closedEvent();
    await expectCallError(
      organiser.call('event-setEarlyAccessByEmail', {
        eventId,
        email: 'nobody-here@functions.menagerie.test',
        earlyAccess: true,
      }),
      'not-found',
      { message: EARLY_ACCESS_TEXTS.noAccount, reason: 'no_account' },
    );
    // An attendee learns nothing about which addresses have accounts.
    await expectCallError(
      attendee.call('event-setEarlyAccessByEmail', {
        eventId,
        email: 'nobody-here@functions.menagerie.test',
        earlyAccess: true,
      }),
      'permission-denied',
    );
    await expectCallError(
      attendee.call('event-setEarlyAccessByEmail', {
        eventId,
        email: organiser.email,
        earlyAccess: true,
      }),
      'permission-denied',
    );
    expect((await readMember(eventId, organiser.uid))!.earlyAccess).toBe(false);
  });
});
