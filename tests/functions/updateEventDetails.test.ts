import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpdateEventDetailsResult } from '../../src/domain/protocol/callables';
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
import { createEventFixture, setMember } from './support/fixtures';

const SLUG_IN_USE = 'Invalid event URL. The slug is already in-use. Please try something else.';

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
  await warmUp(creator, {
    updateEventDetails: { eventId: 'warm-up-missing-event', slug: 'x', name: 'x' },
  });
}, 60_000);
afterAll(closeClients);

const slugDoc = async (slug: string) => (await adminDb.doc(`slugs/${slug}`).get()).data();
const eventDoc = async (eventId: string) => (await adminDb.doc(`events/${eventId}`).get()).data()!;

describe('updateEventDetails', () => {
  it('renames the event and moves its URL, keeping the default URL working', async () => {
    const { eventId, slug: defaultSlug } = await createEventFixture({ creatorId: creator.uid });
    const first = unique('moved');
    const result = await creator.call<UpdateEventDetailsResult>('updateEventDetails', {
      eventId,
      slug: first.toUpperCase(),
      name: '  Renamed  ',
      paymentPointer: '$wallet.example/alice',
    });
    expect(result).toEqual({ success: true, slug: first });
    expect(await eventDoc(eventId)).toMatchObject({
      name: 'Renamed',
      slug: first,
      defaultSlug,
      paymentPointer: '$wallet.example/alice',
    });
    expect(await slugDoc(first)).toEqual({ eventId });
    expect(await slugDoc(defaultSlug)).toEqual({ eventId });

    // Moving again releases the intermediate URL, never the default one.
    const second = unique('again');
    await creator.call('updateEventDetails', { eventId, slug: second, name: 'Renamed' });
    expect(await slugDoc(first)).toBeUndefined();
    expect(await slugDoc(second)).toEqual({ eventId });
    expect(await slugDoc(defaultSlug)).toEqual({ eventId });
    // paymentPointer left out: unchanged.
    expect((await eventDoc(eventId)).paymentPointer).toBe('$wallet.example/alice');

    // An empty slug falls back to the default slug.
    const back = await creator.call<UpdateEventDetailsResult>('updateEventDetails', {
      eventId,
      slug: '',
      name: 'Renamed',
      paymentPointer: null,
    });
    expect(back.slug).toBe(defaultSlug);
    expect(await slugDoc(second)).toBeUndefined();
    expect(await eventDoc(eventId)).toMatchObject({ slug: defaultSlug, paymentPointer: null });
  });

  it('applies the slug rule: lowercase, accents folded, other characters one hyphen', async () => {
    const { eventId, slug: defaultSlug } = await createEventFixture({ creatorId: creator.uid });
    const base = unique('rule');
    const result = await creator.call<UpdateEventDetailsResult>('updateEventDetails', {
      eventId,
      slug: `--${base} Café & ñ!!`,
      name: 'x',
    });
    expect(result.slug).toBe(`${base}-cafe-n`);
    // Nothing left of an all-symbol URL: the default slug (reference).
    const symbols = await creator.call<UpdateEventDetailsResult>('updateEventDetails', {
      eventId,
      slug: '🦊 & <>',
      name: 'x',
    });
    expect(symbols.slug).toBe(defaultSlug);
  });

  it('keeps the URL when only the name changes', async () => {
    const { eventId, slug } = await createEventFixture({ creatorId: creator.uid });
    const result = await creator.call<UpdateEventDetailsResult>('updateEventDetails', {
      eventId,
      slug,
      name: 'Only the name',
    });
    expect(result).toEqual({ success: true, slug });
    expect(await slugDoc(slug)).toEqual({ eventId });
    expect((await eventDoc(eventId)).name).toBe('Only the name');
  });

  it("refuses another event's URL (already_exists) and changes nothing", async () => {
    const mine = await createEventFixture({ creatorId: creator.uid, name: 'Mine' });
    const theirs = await createEventFixture({ creatorId: organiser.uid });
    await expectCallError(
      creator.call('updateEventDetails', {
        eventId: mine.eventId,
        slug: theirs.slug,
        name: 'Changed',
      }),
      'already-exists',
      { message: SLUG_IN_USE, reason: 'already_exists' },
    );
    expect(await eventDoc(mine.eventId)).toMatchObject({ name: 'Mine', slug: mine.slug });
    expect(await slugDoc(theirs.slug)).toMatchObject({ eventId: theirs.eventId });
  });

  it('lets organisers and staff update, and refuses attendees', async () => {
    const { eventId } = await createEventFixture({ creatorId: creator.uid });
    await setMember(eventId, organiser.uid, { granted: true, roles: { eventOrganiser: true } });
    await setMember(eventId, attendee.uid, { granted: true, roles: { roomEditor: true } });

    const byOrganiser = unique('org');
    await organiser.call('updateEventDetails', {
      eventId,
      slug: byOrganiser,
      name: 'By organiser',
    });
    expect(await eventDoc(eventId)).toMatchObject({ name: 'By organiser', slug: byOrganiser });

    const byStaff = unique('staff');
    await staff.call('updateEventDetails', { eventId, slug: byStaff, name: 'By staff' });
    expect(await eventDoc(eventId)).toMatchObject({ name: 'By staff', slug: byStaff });

    await expectCallError(
      attendee.call('updateEventDetails', { eventId, slug: unique('att'), name: 'By attendee' }),
      'permission-denied',
    );
    expect((await eventDoc(eventId)).name).toBe('By staff');
  });

  it('answers not-found for a missing event', async () => {
    await expectCallError(
      creator.call('updateEventDetails', { eventId: unique('missing'), slug: 'x', name: 'x' }),
      'not-found',
      { message: "This event doesn't exist.", reason: 'event_doesnt_exist' },
    );
  });

  it('answers invalid-argument for a bad payload', async () => {
    await expectCallError(
      creator.call('updateEventDetails', { slug: 'x', name: 'x' }),
      'invalid-argument',
      { fields: ['eventId'] },
    );
    await expectCallError(
      creator.call('updateEventDetails', { eventId: 'e', slug: 'x', name: 'n'.repeat(49) }),
      'invalid-argument',
      { message: /Event names are at most 48 characters/ },
    );
    await expectCallError(
      creator.call('updateEventDetails', { eventId: 'a/b', slug: 'x', name: 'x' }),
      'invalid-argument',
    );
  });

  it('refuses a caller who is not signed in', async () => {
    await expectCallError(
      anonymousClient().call('updateEventDetails', { eventId: 'e', slug: 'x', name: 'x' }),
      'unauthenticated',
    );
  });
});
