// Role matrix — chat messages, video playback, voice signals, and the event sub-collections no
// client may touch.
import { serverTimestamp, Timestamp } from 'firebase/firestore';
import {
  ADMINS,
  describeMatrix,
  MEMBERS,
  NOBODY,
  VIDEO_CONTROLLERS,
  type Actor,
} from '../support/roleMatrix';
import {
  get,
  list,
  listWhere,
  merge,
  remove,
  seedDoc,
  seedMerge,
  set,
  update,
} from '../support/ops';
import { UID } from '../support/rulesEnv';
import { setupRulesSuite } from '../support/rulesHooks';
import { EVENT_PATH as event, PAST, seedWorld } from '../support/worldFixtures';

const suite = setupRulesSuite(seedWorld, { reseed: 'whenChanged' });
const messages = `${event}/messages`;
const videos = `${event}/videos`;
const signals = `${event}/signals`;

const chat = (actor: Actor) => ({
  message: 'Hello everyone',
  author: actor.uid,
  authorName: 'Someone',
  timestamp: serverTimestamp(),
  removed: false,
  bannedAuthor: false,
});

describeMatrix(suite, 'events/{e}/messages/{id}', [
  { op: 'get a message', allow: MEMBERS, run: get(`${messages}/msg-1`) },
  {
    op: 'get a removed message',
    allow: ADMINS,
    setup: seedMerge(`${messages}/msg-1`, { removed: true }),
    run: get(`${messages}/msg-1`),
  },
  { op: 'list visible messages', allow: MEMBERS, run: listWhere(messages, 'removed', '==', false) },
  { op: 'list every message, removed ones too', allow: ADMINS, run: list(messages) },
  {
    op: 'send a message',
    allow: MEMBERS,
    run: set((actor) => `${messages}/new-${actor.uid}`, chat),
  },
  {
    op: 'send a message as someone else',
    allow: NOBODY,
    run: set(
      (actor) => `${messages}/new-${actor.uid}`,
      (actor) => ({ ...chat(actor), author: UID.anonymous }),
    ),
  },
  {
    op: 'send a message while banned from chat',
    allow: NOBODY,
    setup: seedDoc((actor) => `${event}/chatBans/${actor.uid}`, { by: UID.admin, at: PAST }),
    run: set((actor) => `${messages}/new-${actor.uid}`, chat),
  },
  { op: 'remove a message', allow: ADMINS, run: update(`${messages}/msg-1`, { removed: true }) },
  {
    op: 'remove a message of ones own',
    allow: NOBODY,
    setup: seedDoc(
      (actor) => `${messages}/own-${actor.uid}`,
      (actor) => ({
        ...chat(actor),
        timestamp: PAST,
      }),
    ),
    run: update((actor) => `${messages}/own-${actor.uid}`, { removed: true }),
  },
  {
    op: "mark a message's author as banned",
    allow: ADMINS,
    run: update(`${messages}/msg-1`, { bannedAuthor: true }),
  },
  {
    op: 'edit the text of a message',
    allow: NOBODY,
    run: update(`${messages}/msg-1`, { message: 'Edited' }),
  },
  { op: 'delete a message', allow: NOBODY, run: remove(`${messages}/msg-1`) },
]);

const chatBans = `${event}/chatBans`;
const ban = (actor: Actor) => ({ by: actor.uid, at: serverTimestamp() });

describeMatrix(suite, 'events/{e}/chatBans/{uid}', [
  {
    op: 'see ones own chat ban',
    allow: MEMBERS,
    setup: seedDoc((actor) => `${chatBans}/${actor.uid}`, { by: UID.admin, at: PAST }),
    run: get((actor) => `${chatBans}/${actor.uid}`),
  },
  { op: 'list chat bans', allow: ADMINS, run: list(chatBans) },
  { op: 'ban someone from chat', allow: ADMINS, run: set(`${chatBans}/${UID.attendee}`, ban) },
  {
    op: 'ban someone from chat in their name',
    allow: NOBODY,
    run: set(`${chatBans}/${UID.attendee}`, { by: UID.anonymous, at: serverTimestamp() }),
  },
  { op: 'ban oneself from chat', allow: NOBODY, run: set((a) => `${chatBans}/${a.uid}`, ban) },
  {
    op: 'lift a chat ban',
    allow: ADMINS,
    setup: seedDoc(`${chatBans}/${UID.attendee}`, { by: UID.admin, at: PAST }),
    run: remove(`${chatBans}/${UID.attendee}`),
  },
  {
    op: 'lift ones own chat ban',
    allow: NOBODY,
    setup: seedDoc((actor) => `${chatBans}/${actor.uid}`, { by: UID.admin, at: PAST }),
    run: remove((actor) => `${chatBans}/${actor.uid}`),
  },
]);

describeMatrix(suite, 'events/{e}/chatReads/{uid}', [
  {
    op: 'set ones own read mark',
    allow: MEMBERS,
    run: set((actor) => `${event}/chatReads/${actor.uid}`, { readAt: PAST }),
  },
  {
    op: 'read ones own read mark',
    allow: MEMBERS,
    setup: seedDoc((actor) => `${event}/chatReads/${actor.uid}`, { readAt: PAST }),
    run: get((actor) => `${event}/chatReads/${actor.uid}`),
  },
  {
    op: "read someone else's read mark",
    allow: NOBODY,
    setup: seedDoc(`${event}/chatReads/${UID.attendee}-x`, { readAt: PAST }),
    run: get(`${event}/chatReads/${UID.attendee}-x`),
  },
  {
    op: 'set a read mark in the future',
    allow: NOBODY,
    run: set((actor) => `${event}/chatReads/${actor.uid}`, {
      readAt: Timestamp.fromMillis(Date.now() + 3_600_000),
    }),
  },
]);

const playback = () => ({
  currentTime: { value: 12.5, serverTs: serverTimestamp(), userTs: Date.now() },
  completed: false,
});
const demoEvent = seedMerge(event, { demo: true });

describeMatrix(suite, 'events/{e}/videos/{key}', [
  { op: 'get a playback record', allow: MEMBERS, run: get(`${videos}/video-1`) },
  { op: 'list playback records', allow: MEMBERS, run: list(videos) },
  {
    op: 'create a playback record',
    allow: VIDEO_CONTROLLERS,
    run: set(`${videos}/new`, playback()),
  },
  {
    op: 'write the current time',
    allow: VIDEO_CONTROLLERS,
    run: merge(`${videos}/video-1`, playback()),
  },
  {
    op: 'mark completed',
    allow: VIDEO_CONTROLLERS,
    run: update(`${videos}/video-1`, { completed: true }),
  },
  {
    op: 'create a playback record (demo event)',
    allow: MEMBERS,
    setup: demoEvent,
    run: set(`${videos}/new`, playback()),
  },
  {
    op: 'mark completed (demo event)',
    allow: MEMBERS,
    setup: demoEvent,
    run: update(`${videos}/video-1`, { completed: true }),
  },
  { op: 'delete a playback record', allow: NOBODY, run: remove(`${videos}/video-1`) },
  {
    op: 'delete a playback record (demo event)',
    allow: NOBODY,
    setup: demoEvent,
    run: remove(`${videos}/video-1`),
  },
]);

const toMe = (actor: Actor) => `${signals}/to-${actor.uid}`;
const incoming = seedDoc(toMe, (actor) => ({ from: UID.anonymous, to: actor.uid, type: 'offer' }));

describeMatrix(suite, 'events/{e}/signals/{id}', [
  { op: 'get a signal addressed to oneself', allow: MEMBERS, setup: incoming, run: get(toMe) },
  { op: 'get the attendee’s signal', allow: ['attendee'], run: get(`${signals}/sig-1`) },
  {
    op: 'query signals addressed to oneself',
    allow: MEMBERS,
    run: listWhere(signals, 'to', '==', (actor: Actor) => actor.uid),
  },
  { op: 'list all signals', allow: NOBODY, run: list(signals) },
  {
    op: 'send a signal',
    allow: MEMBERS,
    run: set(
      (actor) => `${signals}/from-${actor.uid}`,
      (actor) => ({ from: actor.uid, to: UID.anonymous, type: 'offer', at: serverTimestamp() }),
    ),
  },
  {
    op: 'send a signal as someone else',
    allow: NOBODY,
    run: set((actor) => `${signals}/from-${actor.uid}`, {
      from: UID.anonymous,
      to: UID.attendee,
      at: serverTimestamp(),
    }),
  },
  { op: 'update a signal', allow: NOBODY, setup: incoming, run: merge(toMe, { type: 'answer' }) },
  {
    op: 'delete a signal addressed to oneself',
    allow: MEMBERS,
    setup: incoming,
    run: remove(toMe),
  },
  { op: "delete the attendee's signal", allow: ['attendee'], run: remove(`${signals}/sig-1`) },
]);

describeMatrix(
  suite,
  'event sub-collections without a rule',
  ['restrictedUsers', 'unknown', 'data'].flatMap((name) => [
    { op: `get ${name}/x`, allow: NOBODY, run: get(`${event}/${name}/x`) },
    { op: `list ${name}`, allow: NOBODY, run: list(`${event}/${name}`) },
    {
      op: `create in ${name}`,
      allow: NOBODY,
      run: set((actor: Actor) => `${event}/${name}/${actor.uid}`, { a: 1 }),
    },
    { op: `delete ${name}/x`, allow: NOBODY, run: remove(`${event}/${name}/x`) },
  ]),
);
