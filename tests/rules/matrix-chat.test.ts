// Role matrix — chat messages, video playback, voice signals, and the event sub-collections no
// client may touch.
import { serverTimestamp } from 'firebase/firestore';
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
import { EVENT_PATH as event, seedWorld } from '../support/worldFixtures';

const suite = setupRulesSuite(seedWorld, { reseed: 'whenChanged' });
const messages = `${event}/messages`;
const videos = `${event}/videos`;
const signals = `${event}/signals`;

const chat = (actor: Actor) => ({
  message: 'Hello everyone',
  author: actor.uid,
  timestamp: serverTimestamp(),
  removed: false,
  bannedAuthor: false,
});

describeMatrix(suite, 'events/{e}/messages/{id}', [
  { op: 'get a message', allow: MEMBERS, run: get(`${messages}/msg-1`) },
  { op: 'list messages', allow: MEMBERS, run: list(messages) },
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
  { op: 'remove a message', allow: ADMINS, run: update(`${messages}/msg-1`, { removed: true }) },
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
      (actor) => ({ from: actor.uid, to: UID.anonymous, type: 'offer' }),
    ),
  },
  {
    op: 'send a signal as someone else',
    allow: NOBODY,
    run: set((actor) => `${signals}/from-${actor.uid}`, { from: UID.anonymous, to: UID.attendee }),
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
