// Role matrix — the public event document, events/{e}/restricted and events/{e}/members.
import { deleteField, documentId, limit, orderBy, startAt, where } from 'firebase/firestore';
import {
  ADMINS,
  describeMatrix,
  EVERYONE,
  MEMBERS,
  NOBODY,
  ORGANISERS,
  STAFF,
  SIGNED_IN,
  SPEAKERS,
} from '../support/roleMatrix';
import {
  get,
  list,
  listQuery,
  listWhere,
  merge,
  remove,
  seedMerge,
  set,
  unseed,
  update,
} from '../support/ops';
import { memberFixture, UID } from '../support/rulesEnv';
import { setupRulesSuite } from '../support/rulesHooks';
import { EVENT_PATH as event, seedWorld } from '../support/worldFixtures';

const suite = setupRulesSuite(seedWorld, { reseed: 'whenChanged' });
const restricted = `${event}/restricted/access`;

describeMatrix(suite, 'events/{eventId}', [
  { op: 'get the event', allow: EVERYONE, run: get(event) },
  { op: 'list events', allow: EVERYONE, run: list('events') },
  { op: 'query events by slug', allow: EVERYONE, run: listWhere('events', 'slug', '==', 'demo') },
  {
    op: 'create an event',
    allow: NOBODY,
    run: set(
      (actor) => `events/new-${actor.uid}`,
      (actor) => ({ name: 'New', creatorId: actor.uid }),
    ),
  },
  {
    op: 'update access.isClosed',
    allow: ORGANISERS,
    run: update(event, { 'access.isClosed': true }),
  },
  {
    op: 'update access.publicEditingEnabled',
    allow: ORGANISERS,
    run: update(event, { 'access.publicEditingEnabled': true }),
  },
  {
    op: 'update access.accessType',
    allow: ORGANISERS,
    run: update(event, { 'access.accessType': 'invite' }),
  },
  {
    op: 'update config.inviteUsersPromptDismissed',
    allow: ORGANISERS,
    run: update(event, { 'config.inviteUsersPromptDismissed': true }),
  },
  {
    op: 'merge all organiser settings at once',
    allow: ORGANISERS,
    run: merge(event, {
      access: { isClosed: true, publicEditingEnabled: true, accessType: 'password' },
      config: { inviteUsersPromptDismissed: true },
    }),
  },
  { op: 'update name', allow: NOBODY, run: update(event, { name: 'Renamed' }) },
  { op: 'update archived', allow: NOBODY, run: update(event, { archived: true }) },
  {
    op: 'join the private stage (own participants entry)',
    allow: SPEAKERS,
    run: update(event, (actor) => ({ [`eventStage.participants.${actor.uid}`]: true })),
  },
  {
    op: 'join the public stage (own participants entry)',
    allow: MEMBERS,
    setup: seedMerge(event, { eventStage: { isPublic: true } }),
    run: update(event, (actor) => ({ [`eventStage.participants.${actor.uid}`]: true })),
  },
  {
    op: 'leave the private stage (remove own entry)',
    allow: MEMBERS,
    setup: seedMerge(event, (actor) => ({ eventStage: { participants: { [actor.uid]: true } } })),
    run: update(event, (actor) => ({ [`eventStage.participants.${actor.uid}`]: deleteField() })),
  },
  {
    op: 'put someone else on the stage',
    allow: NOBODY,
    run: update(event, { [`eventStage.participants.${UID.attendee}`]: true }),
  },
  {
    op: 'put someone else on the public stage',
    allow: NOBODY,
    setup: seedMerge(event, { eventStage: { isPublic: true } }),
    run: update(event, { [`eventStage.participants.${UID.anonymous}`]: true }),
  },
  {
    op: 'make the stage public (eventStage.isPublic)',
    allow: ORGANISERS,
    run: update(event, { 'eventStage.isPublic': true }),
  },
  {
    op: 'mute attendees (attendeesMuted)',
    allow: ORGANISERS,
    run: update(event, { attendeesMuted: true }),
  },
  { op: 'delete the event', allow: NOBODY, run: remove(event) },
]);

describeMatrix(suite, 'events/{e}/restricted', [
  { op: 'get restricted/access', allow: ORGANISERS, run: get(restricted) },
  { op: 'list restricted', allow: NOBODY, run: list(`${event}/restricted`) },
  {
    op: 'create restricted/access',
    allow: ORGANISERS,
    setup: unseed(restricted),
    run: set(restricted, { eventPassword: null, approvedEmails: [] }),
  },
  {
    op: 'update restricted/access (password)',
    allow: ORGANISERS,
    run: update(restricted, { eventPassword: 'new password' }),
  },
  {
    op: 'merge restricted/access (approved e-mails)',
    allow: ORGANISERS,
    run: merge(restricted, { approvedEmails: ['a@example.com'] }),
  },
  { op: 'delete restricted/access', allow: NOBODY, run: remove(restricted) },
  { op: 'get restricted/other', allow: NOBODY, run: get(`${event}/restricted/other`) },
  { op: 'set restricted/other', allow: NOBODY, run: set(`${event}/restricted/other`, { a: 1 }) },
  { op: 'delete restricted/other', allow: NOBODY, run: remove(`${event}/restricted/other`) },
]);

const ownMember = (actor: { uid: string }) => `${event}/members/${actor.uid}`;

describeMatrix(suite, 'events/{e}/members/{uid}', [
  { op: 'get own member doc', allow: SIGNED_IN, run: get(ownMember) },
  // Organisers and staff read one person's doc: whether they have early access (issue 29 #9).
  {
    op: "get someone else's member doc",
    allow: [...ORGANISERS, ...STAFF],
    run: get(`${event}/members/not-granted`),
  },
  { op: 'list members', allow: ADMINS, run: list(`${event}/members`) },
  {
    op: 'query banned members',
    allow: ADMINS,
    run: listWhere(`${event}/members`, 'banned', '==', true),
  },
  {
    // The attendees panel's banned list (src/data/attendees.ts): a page from a cursor.
    op: 'query a page of banned members from a cursor',
    allow: ADMINS,
    run: listQuery(
      `${event}/members`,
      where('banned', '==', true),
      orderBy(documentId()),
      startAt('a'),
      limit(51),
    ),
  },
  {
    op: 'grant oneself access',
    allow: NOBODY,
    setup: unseed(ownMember),
    run: set(ownMember, memberFixture()),
  },
  {
    op: 'give oneself a role',
    allow: NOBODY,
    run: merge(ownMember, { roles: { admin: true } }),
  },
  { op: 'unban oneself', allow: NOBODY, run: merge(ownMember, { banned: false }) },
  {
    op: 'ban someone else',
    allow: NOBODY,
    run: update(`${event}/members/${UID.attendee}`, { banned: true }),
  },
  { op: 'delete own member doc', allow: NOBODY, run: remove(ownMember) },
  {
    op: "delete someone else's member doc",
    allow: NOBODY,
    run: remove(`${event}/members/not-granted`),
  },
]);
