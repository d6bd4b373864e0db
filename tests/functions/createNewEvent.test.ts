import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateNewEventResult } from '../../src/domain/protocol/callables';
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
import { ensureTemplate } from './support/fixtures';

const LACKING_PERMISSION = "You don't have permission to create events.";
const URL_IN_USE = 'Event url is already in use. Please choose something else.';

let creator: Client;
let staff: Client;
let templates: Record<'blank' | 'demo', Record<string, Record<string, unknown>>>;

beforeAll(async () => {
  templates = { blank: await ensureTemplate('blank'), demo: await ensureTemplate('demo') };
  [creator, staff] = await Promise.all([
    signedInUser({ canCreateEvents: true }),
    signedInUser({ staff: true }),
  ]);
  await warmUp(await signedInUser(), {
    createNewEvent: { createFromTemplate: 'blank', isNewVersion: true },
  });
}, 60_000);
afterAll(closeClients);

async function createdEventsOf(uid: string) {
  return (await adminDb.collection('events').where('creatorId', '==', uid).get()).docs;
}

describe('createNewEvent', () => {
  it('creates the event, its URL, access docs, membership and main room from the blank template', async () => {
    const suffix = unique('party');
    const result = await creator.call<CreateNewEventResult>('createNewEvent', {
      developmentEvent: true,
      createFromTemplate: 'blank',
      isNewVersion: true,
      name: `My ${suffix}!`,
    });
    const slug = `my-${suffix}`;
    expect(result).toMatchObject({ eventId: expect.any(String), slug });
    const { eventId } = result;

    const event = (await adminDb.doc(`events/${eventId}`).get()).data()!;
    expect(event).toEqual({
      name: `My ${suffix}!`,
      slug,
      defaultSlug: slug,
      creatorId: creator.uid,
      paymentPointer: null,
      access: { isClosed: false, publicEditingEnabled: false, accessType: 'public' },
      config: { instancingEnabled: false, inviteUsersPromptDismissed: false },
      eventStage: { participants: {} },
      archived: false,
      developmentEvent: true,
      createdAt: expect.anything(),
    });
    expect(event.createdAt.toMillis()).toBeGreaterThan(Date.now() - 60_000);

    expect((await adminDb.doc(`slugs/${slug}`).get()).data()).toEqual({ eventId });
    expect((await adminDb.doc(`events/${eventId}/restricted/access`).get()).data()).toEqual({
      eventPassword: null,
      approvedEmails: [],
    });
    expect((await adminDb.doc(`events/${eventId}/members/${creator.uid}`).get()).data()).toEqual({
      granted: true,
      banned: false,
      earlyAccess: false,
      roles: {},
      grantedAt: expect.anything(),
    });
    expect((await adminDb.doc(`events/${eventId}/rooms/_main`).get()).data()).toEqual({
      name: 'Main',
      audioAttenuation: null,
      audioRolloff: null,
    });
    const instances = await adminDb.collection(`events/${eventId}/rooms/_main/instances`).get();
    const template = templates.blank;
    expect(instances.size).toBe(Object.keys(template).length);
    expect(instances.size).toBeGreaterThan(0);
    for (const doc of instances.docs) {
      const source = template[doc.id]!;
      expect(doc.data()).toEqual({
        assetId: source.assetId,
        assetType: source.assetType,
        x: source.x,
        y: source.y,
        angle: source.angle,
        created: 0,
        props: {},
      });
    }
    const profile = (await adminDb.doc(`profiles/${creator.uid}`).get()).data()!;
    // The dashboard's entry: the name and the default slug (its URL outlives renames).
    expect(profile.createdEvents[eventId]).toEqual({ name: `My ${suffix}!`, slug });
  });

  it('lets staff create from the demo template with a chosen URL', async () => {
    const suffix = unique('Staff Slug').toLowerCase();
    const result = await staff.call<CreateNewEventResult>('createNewEvent', {
      createFromTemplate: 'demo',
      isNewVersion: true,
      name: 'Staff event',
      slug: `  ${suffix.toUpperCase()}  `,
    });
    const slug = suffix.replace(/ /g, '-');
    expect(result.slug).toBe(slug);
    const event = (await adminDb.doc(`events/${result.eventId}`).get()).data()!;
    expect(event).toMatchObject({ name: 'Staff event', slug, defaultSlug: slug });
    expect(event.developmentEvent).toBe(false);
    const instances = await adminDb
      .collection(`events/${result.eventId}/rooms/_main/instances`)
      .get();
    expect(instances.docs.map((d) => d.id).sort()).toEqual(Object.keys(templates.demo).sort());
    const profile = (await adminDb.doc(`profiles/${staff.uid}`).get()).data()!;
    expect(profile.createdEvents[result.eventId]).toEqual({ name: 'Staff event', slug });
  });

  it('generates a default URL when the name leaves no slug and none is given', async () => {
    // A name with no letter or digit leaves no slug: a generated default URL.
    const result = await creator.call<CreateNewEventResult>('createNewEvent', {
      createFromTemplate: 'blank',
      isNewVersion: true,
      name: '🦊 & <>',
    });
    expect(result.slug).toMatch(/^event-[a-z0-9]{6}$/);
    // The SDK sends an undefined slug as null (the create page once failed on it).
    const nulls = await creator.call<CreateNewEventResult>('createNewEvent', {
      createFromTemplate: 'blank',
      isNewVersion: true,
      name: '🦊',
      slug: null,
    });
    expect(nulls.slug).toMatch(/^event-[a-z0-9]{6}$/);
    const event = (await adminDb.doc(`events/${result.eventId}`).get()).data()!;
    expect(event).toMatchObject({ name: '🦊 & <>', slug: result.slug, defaultSlug: result.slug });
    expect((await adminDb.doc(`slugs/${result.slug}`).get()).get('eventId')).toBe(result.eventId);
  });

  it.each([
    ['no name', {}],
    ['a null name', { name: null }],
    ['an empty name', { name: '' }],
    ['a name of spaces', { name: '   \t ' }],
  ])('refuses %s and creates nothing (issue 30 #19)', async (_label, change) => {
    const user = await signedInUser({ canCreateEvents: true });
    await expectCallError(
      user.call('createNewEvent', { createFromTemplate: 'blank', isNewVersion: true, ...change }),
      'invalid-argument',
      { message: /^Give the event a name/, fields: ['name'] },
    );
    expect(await createdEventsOf(user.uid)).toHaveLength(0);
  });

  it('refuses a URL already in use and writes nothing', async () => {
    const user = await signedInUser({ canCreateEvents: true });
    const slug = unique('taken');
    const payload = { createFromTemplate: 'blank', isNewVersion: true, name: 'First', slug };
    await user.call('createNewEvent', payload);
    await expectCallError(
      user.call('createNewEvent', { ...payload, name: 'Second' }),
      'already-exists',
      { message: URL_IN_USE, reason: 'already_exists' },
    );
    const events = await createdEventsOf(user.uid);
    expect(events.map((d) => d.get('name'))).toEqual(['First']);
    const profile = (await adminDb.doc(`profiles/${user.uid}`).get()).data()!;
    expect(Object.keys(profile.createdEvents)).toEqual([events[0]!.id]);
  });

  it('refuses a user without the permission to create events (lacking_permission)', async () => {
    const user = await signedInUser();
    await expectCallError(
      user.call('createNewEvent', { createFromTemplate: 'blank', isNewVersion: true, name: 'x' }),
      'permission-denied',
      { message: LACKING_PERMISSION, reason: 'lacking_permission' },
    );
    expect(await createdEventsOf(user.uid)).toHaveLength(0);
  });

  it('honours users/{uid}.permissions.createEvents only when it is true', async () => {
    const user = await signedInUser();
    await adminDb.doc(`users/${user.uid}`).set({ permissions: { createEvents: 'yes' } });
    await expectCallError(
      user.call('createNewEvent', { createFromTemplate: 'blank', isNewVersion: true, name: 'x' }),
      'permission-denied',
      { reason: 'lacking_permission' },
    );
  });

  it('refuses a caller who is not signed in', async () => {
    await expectCallError(
      anonymousClient().call('createNewEvent', {
        createFromTemplate: 'blank',
        isNewVersion: true,
        name: 'x',
      }),
      'unauthenticated',
    );
  });

  it.each([
    [
      'a 49-character name',
      { name: 'n'.repeat(49) },
      { message: /^Event names are at most 48 characters/, fields: ['name'] },
    ],
    [
      'a 49-character slug',
      { slug: 's'.repeat(49) },
      { message: /^Event URLs are at most 48 characters/, fields: ['slug'] },
    ],
    ['an unknown template', { createFromTemplate: 'fancy' }, { fields: ['createFromTemplate'] }],
    ['isNewVersion false', { isNewVersion: false }, { fields: ['isNewVersion'] }],
    [
      'developmentEvent not a boolean',
      { developmentEvent: 'yes' },
      { fields: ['developmentEvent'] },
    ],
  ])('answers invalid-argument for %s', async (_label, change, expected) => {
    await expectCallError(
      creator.call('createNewEvent', {
        createFromTemplate: 'blank',
        isNewVersion: true,
        name: 'Well named',
        ...change,
      }),
      'invalid-argument',
      expected,
    );
  });

  it('accepts a 48-character name', async () => {
    const name = unique('n').padEnd(48, 'x');
    const result = await creator.call<CreateNewEventResult>('createNewEvent', {
      createFromTemplate: 'blank',
      isNewVersion: true,
      name,
    });
    expect(result.slug).toBe(name);
  });
});
