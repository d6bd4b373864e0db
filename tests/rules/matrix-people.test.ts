// Role matrix — per-person documents in an event: in-event users (with the admins' temporary
// mute), positions and reactions. "Someone else" is the demo visitor (UID.anonymous), a member
// who is none of the matrix roles.
import { documentId, limit, orderBy, serverTimestamp, startAt, where } from 'firebase/firestore';
import {
  ADMINS,
  describeMatrix,
  MEMBERS,
  NOBODY,
  SIGNED_IN,
  type Actor,
} from '../support/roleMatrix';
import {
  get,
  list,
  listQuery,
  listWhere,
  merge,
  remove,
  seedDoc,
  set,
  unseed,
  update,
} from '../support/ops';
import { UID } from '../support/rulesEnv';
import { setupRulesSuite } from '../support/rulesHooks';
import {
  EVENT_PATH as event,
  eventUserFixture,
  PAST,
  positionFixture,
  ROOM_ID,
  seedWorld,
} from '../support/worldFixtures';

const suite = setupRulesSuite(seedWorld, { reseed: 'whenChanged' });
const users = `${event}/users`;
const positions = `${event}/rooms/${ROOM_ID}/positions`;
const reactions = `${event}/reactions`;
const mine = (collection: string) => (actor: Actor) => `${collection}/${actor.uid}`;
const someoneElse = (collection: string) => `${collection}/${UID.anonymous}`;

describeMatrix(suite, 'events/{e}/users/{uid}', [
  { op: "get someone else's user doc", allow: MEMBERS, run: get(someoneElse(users)) },
  { op: 'list users', allow: MEMBERS, run: list(users) },
  { op: 'query online users', allow: MEMBERS, run: listWhere(users, 'online', '==', true) },
  {
    // The attendees panel (src/data/attendees.ts): the live first page, then one from a cursor.
    op: 'query the first page of online attendees by name',
    allow: MEMBERS,
    run: listQuery(
      users,
      where('online', '==', true),
      orderBy('name'),
      orderBy(documentId()),
      limit(50),
    ),
  },
  {
    op: 'query a page of online attendees from a cursor',
    allow: MEMBERS,
    run: listQuery(
      users,
      where('online', '==', true),
      orderBy('name'),
      orderBy(documentId()),
      startAt('M', 'x'),
      limit(51),
    ),
  },
  {
    op: 'create own user doc on join',
    allow: MEMBERS,
    setup: unseed(mine(users)),
    run: set(mine(users), { name: 'Me', online: true, lastKeepAlive: serverTimestamp() }),
  },
  {
    op: 'update own name',
    allow: MEMBERS,
    setup: seedDoc(mine(users), eventUserFixture('Me')),
    run: update(mine(users), { name: 'Renamed' }),
  },
  {
    op: "update someone else's name",
    allow: NOBODY,
    run: update(someoneElse(users), { name: 'X' }),
  },
  {
    op: 'temporarily mute someone else',
    allow: ADMINS,
    run: update(someoneElse(users), { mutedTemporarily: true }),
  },
  {
    op: 'clear the temporary mute of someone else',
    allow: ADMINS,
    setup: seedDoc(someoneElse(users), eventUserFixture('Visitor', { mutedTemporarily: true })),
    run: update(someoneElse(users), { mutedTemporarily: false }),
  },
  {
    op: 'temporarily mute oneself',
    allow: NOBODY,
    setup: seedDoc(mine(users), eventUserFixture('Me')),
    run: update(mine(users), { mutedTemporarily: true }),
  },
  {
    op: 'mute someone else and rename them',
    allow: NOBODY,
    run: update(someoneElse(users), { mutedTemporarily: true, name: 'Muted' }),
  },
  {
    op: "set someone else's mute to a string",
    allow: NOBODY,
    run: update(someoneElse(users), { mutedTemporarily: 'yes' }),
  },
  {
    op: 'delete own user doc',
    allow: NOBODY,
    setup: seedDoc(mine(users), eventUserFixture('Me')),
    run: remove(mine(users)),
  },
  { op: "delete someone else's user doc", allow: NOBODY, run: remove(someoneElse(users)) },
]);

const move = () => ({ ...positionFixture(), x: 100.25, t: serverTimestamp() });

describeMatrix(suite, 'events/{e}/rooms/{r}/positions/{uid}', [
  { op: "get someone else's position", allow: MEMBERS, run: get(someoneElse(positions)) },
  { op: 'list positions', allow: MEMBERS, run: list(positions) },
  {
    op: 'query nearby cells',
    allow: MEMBERS,
    run: listWhere(positions, 'cell', 'in', ['8_8', '0_0']),
  },
  {
    op: 'create own position while online',
    allow: MEMBERS,
    setup: async (firestore, actor) => {
      await unseed(mine(positions))(firestore, actor);
      await seedDoc(mine(users), eventUserFixture(actor.role))(firestore, actor);
    },
    run: set(mine(positions), move()),
  },
  {
    // A write that lands after leaving (offline, position deleted) would leave a ghost.
    op: 'create own position while offline',
    allow: NOBODY,
    setup: async (firestore, actor) => {
      await unseed(mine(positions))(firestore, actor);
      await seedDoc(mine(users), eventUserFixture(actor.role, { online: false }))(firestore, actor);
    },
    run: set(mine(positions), move()),
  },
  {
    op: 'update own position',
    allow: MEMBERS,
    setup: seedDoc(mine(positions), positionFixture()),
    run: update(mine(positions), { x: 3, t: serverTimestamp() }),
  },
  { op: "write someone else's position", allow: NOBODY, run: set(someoneElse(positions), move()) },
  {
    op: 'delete own position',
    allow: SIGNED_IN,
    setup: seedDoc(mine(positions), positionFixture()),
    run: remove(mine(positions)),
  },
  { op: "delete someone else's position", allow: NOBODY, run: remove(someoneElse(positions)) },
]);

const react = (reaction = 'clap') => ({ reaction, timestamp: serverTimestamp() });

describeMatrix(suite, 'events/{e}/reactions/{uid}', [
  { op: "get the attendee's reaction", allow: MEMBERS, run: get(`${reactions}/${UID.attendee}`) },
  { op: 'list reactions', allow: MEMBERS, run: list(reactions) },
  {
    op: 'create own reaction',
    allow: MEMBERS,
    setup: unseed(mine(reactions)),
    run: set(mine(reactions), react()),
  },
  {
    op: 'replace own reaction',
    allow: MEMBERS,
    setup: seedDoc(mine(reactions), { reaction: 'wave', timestamp: PAST }),
    run: merge(mine(reactions), react('heart')),
  },
  { op: 'react as someone else', allow: NOBODY, run: set(someoneElse(reactions), react()) },
  {
    op: 'delete own reaction',
    allow: SIGNED_IN,
    setup: seedDoc(mine(reactions), { reaction: 'wave', timestamp: PAST }),
    run: remove(mine(reactions)),
  },
  {
    op: "delete someone else's reaction",
    allow: NOBODY,
    setup: seedDoc(someoneElse(reactions), { reaction: 'wave', timestamp: PAST }),
    run: remove(someoneElse(reactions)),
  },
]);
