// Role matrix — site-level documents: settings/global, slugs, users, profiles, assets, templates.
// Every cell is one emulator request by one role (tests/support/roleMatrix.ts).
import { describeMatrix, EVERYONE, NOBODY, SIGNED_IN, STAFF } from '../support/roleMatrix';
import { get, list, merge, remove, seedDoc, set, unseed, update } from '../support/ops';
import { setupRulesSuite } from '../support/rulesHooks';
import { UID } from '../support/rulesEnv';
import { seedWorld } from '../support/worldFixtures';

const suite = setupRulesSuite(seedWorld, { reseed: 'whenChanged' });
const own = (collection: string) => (actor: { uid: string }) => `${collection}/${actor.uid}`;

describeMatrix(suite, 'settings/global', [
  { op: 'get settings/global', allow: EVERYONE, run: get('settings/global') },
  { op: 'list settings', allow: NOBODY, run: list('settings') },
  {
    op: 'merge settings/global',
    allow: STAFF,
    run: merge('settings/global', { closing: { text: 'Hello', date: '', link: '' } }),
  },
  {
    op: 'update settings/global',
    allow: STAFF,
    run: update('settings/global', { demoTemplate: 'tpl-demo' }),
  },
  {
    op: 'update settings/global, unknown key',
    allow: NOBODY,
    run: update('settings/global', { x: 1 }),
  },
  { op: 'delete settings/global', allow: STAFF, run: remove('settings/global') },
  { op: 'get settings/secret', allow: NOBODY, run: get('settings/secret') },
  { op: 'set settings/secret', allow: NOBODY, run: set('settings/secret', { key: 'x' }) },
]);

describeMatrix(suite, 'slugs/{slug}', [
  { op: 'get a slug', allow: EVERYONE, run: get('slugs/demo') },
  { op: 'list slugs', allow: NOBODY, run: list('slugs') },
  { op: 'claim a slug', allow: NOBODY, run: set(own('slugs'), { eventId: 'mine' }) },
  { op: 'update a slug', allow: NOBODY, run: update('slugs/demo', { eventId: 'mine' }) },
  { op: 'delete a slug', allow: NOBODY, run: remove('slugs/demo') },
]);

describeMatrix(suite, 'users/{uid}', [
  { op: 'get own user doc', allow: SIGNED_IN, run: get(own('users')) },
  {
    op: "get the attendee's user doc",
    allow: ['attendee', ...STAFF],
    run: get(`users/${UID.attendee}`),
  },
  { op: 'list users', allow: NOBODY, run: list('users') },
  { op: 'set own user doc', allow: NOBODY, run: set(own('users'), { email: 'a@b.c' }) },
  {
    op: 'update own user doc',
    allow: NOBODY,
    setup: seedDoc(own('users'), { email: 'a@b.c' }),
    run: update(own('users'), { primaryBillingAccount: 'x' }),
  },
  { op: 'delete own user doc', allow: NOBODY, run: remove(own('users')) },
]);

describeMatrix(suite, 'profiles/{uid}', [
  { op: "get the attendee's profile", allow: SIGNED_IN, run: get(`profiles/${UID.attendee}`) },
  { op: 'list profiles', allow: SIGNED_IN, run: list('profiles') },
  {
    op: 'create own profile',
    allow: SIGNED_IN,
    setup: unseed(own('profiles')),
    run: set(own('profiles'), { name: 'Me', bio: 'b'.repeat(300) }),
  },
  {
    op: 'update own profile',
    allow: SIGNED_IN,
    setup: seedDoc(own('profiles'), { name: 'Old' }),
    run: update(own('profiles'), { name: 'New', nickname: 'nn' }),
  },
  {
    op: "update the attendee's profile",
    allow: ['attendee'],
    run: update(`profiles/${UID.attendee}`, { bio: 'Changed' }),
  },
  {
    op: 'delete own profile',
    allow: NOBODY,
    setup: seedDoc(own('profiles'), { name: 'Old' }),
    run: remove(own('profiles')),
  },
]);

describeMatrix(suite, 'assets/{assetId}', [
  { op: 'get an asset', allow: SIGNED_IN, run: get('assets/tree') },
  { op: 'list assets', allow: SIGNED_IN, run: list('assets') },
  {
    op: 'create an asset',
    allow: STAFF,
    run: set('assets/rock', { name: 'Rock', modelPath: 'models/rock/rock.glb' }),
  },
  {
    op: 'create an asset without a model',
    allow: NOBODY,
    run: set('assets/rock', { name: 'Rock' }),
  },
  { op: 'update an asset', allow: STAFF, run: update('assets/tree', { listInMenu: false }) },
  { op: 'delete an asset', allow: STAFF, run: remove('assets/tree') },
  { op: 'get a model check', allow: STAFF, run: get('modelChecks/tree') },
  { op: 'list model checks', allow: STAFF, run: list('modelChecks') },
  {
    op: 'write a model check',
    allow: NOBODY,
    run: set('modelChecks/tree', { path: 'models/tree/tree.glb', ok: true }),
  },
]);

describeMatrix(suite, 'templates/{id}', [
  { op: 'get a template', allow: STAFF, run: get('templates/tpl-demo') },
  { op: 'list templates', allow: STAFF, run: list('templates') },
  { op: 'create a template', allow: STAFF, run: set('templates/new', { name: 'New' }) },
  { op: 'update a template', allow: STAFF, run: update('templates/tpl-demo', { name: 'X' }) },
  { op: 'delete a template', allow: STAFF, run: remove('templates/tpl-demo') },
]);
