// Role matrix — billing accounts (and everything below them), invites, and the site
// collections no client may touch: mail, conferences, unknown collections.
import {
  describeMatrix,
  NOBODY,
  SIGNED_IN,
  STAFF,
  type Actor,
  type Role,
} from '../support/roleMatrix';
import { get, list, listWhere, remove, set, update } from '../support/ops';
import { setupRulesSuite } from '../support/rulesHooks';
import { BILLING_ACCOUNT_ID, SUBSCRIPTION_ID } from '../support/siteFixtures';
import { seedWorld } from '../support/worldFixtures';

const suite = setupRulesSuite(seedWorld, { reseed: 'whenChanged' });
const account = `billingAccounts/${BILLING_ACCOUNT_ID}`;
const subscription = `${account}/subscriptions/${SUBSCRIPTION_ID}`;
/** The account's owner (the attendee) and staff. */
const OWNER_AND_STAFF: readonly Role[] = ['attendee', 'staff'];

describeMatrix(suite, 'billingAccounts/{id}', [
  { op: 'get an owned account', allow: OWNER_AND_STAFF, run: get(account) },
  { op: 'get an account without owners', allow: STAFF, run: get('billingAccounts/acct-ownerless') },
  { op: 'get a missing account', allow: STAFF, run: get('billingAccounts/missing') },
  {
    op: "list accounts where owners contains one's uid",
    allow: SIGNED_IN,
    run: listWhere('billingAccounts', 'owners', 'array-contains', (actor: Actor) => actor.uid),
  },
  { op: 'list all accounts', allow: STAFF, run: list('billingAccounts') },
  {
    op: 'create an account owned by oneself',
    allow: NOBODY,
    run: set(
      (actor) => `billingAccounts/new-${actor.uid}`,
      (actor) => ({ owners: [actor.uid] }),
    ),
  },
  { op: 'update an account', allow: NOBODY, run: update(account, { accountName: 'Mine' }) },
  { op: 'delete an account', allow: NOBODY, run: remove(account) },
]);

describeMatrix(suite, 'billingAccounts/{id}/subscriptions/{sid} and deeper', [
  { op: 'get a subscription', allow: OWNER_AND_STAFF, run: get(subscription) },
  { op: 'list subscriptions', allow: OWNER_AND_STAFF, run: list(`${account}/subscriptions`) },
  {
    op: 'get usage below a subscription',
    allow: OWNER_AND_STAFF,
    run: get(`${subscription}/usage/2024-01`),
  },
  {
    op: 'list usage below a subscription',
    allow: OWNER_AND_STAFF,
    run: list(`${subscription}/usage`),
  },
  {
    op: 'list subscriptions of an account without owners',
    allow: STAFF,
    run: list('billingAccounts/acct-ownerless/subscriptions'),
  },
  {
    op: 'list subscriptions of a missing account',
    allow: STAFF,
    run: list('billingAccounts/missing/subscriptions'),
  },
  {
    op: 'create a subscription',
    allow: NOBODY,
    run: set(`${account}/subscriptions/new`, { status: 'active' }),
  },
  { op: 'update a subscription', allow: NOBODY, run: update(subscription, { status: 'canceled' }) },
  { op: 'delete a subscription', allow: NOBODY, run: remove(subscription) },
  {
    op: 'write usage below a subscription',
    allow: NOBODY,
    run: set(`${subscription}/usage/2024-02`, { totalUsage: 0 }),
  },
]);

describeMatrix(suite, 'invites/{code}', [
  { op: 'get an invite', allow: STAFF, run: get('invites/code-1') },
  { op: 'list invites', allow: STAFF, run: list('invites') },
  { op: 'create an invite', allow: NOBODY, run: set('invites/code-2', { email: 'x@example.com' }) },
  { op: 'redeem an invite', allow: NOBODY, run: update('invites/code-1', { redeemedBy: 'me' }) },
  { op: 'delete an invite', allow: NOBODY, run: remove('invites/code-1') },
]);

describeMatrix(
  suite,
  'closed collections: mail, conferences, unknown',
  [
    'mail/mail-1',
    'conferences/conf-1',
    'conferences/conf-1/sessions/s-1',
    'somethingNew/x',
  ].flatMap((path) => {
    const parent = path.slice(0, path.lastIndexOf('/'));
    return [
      { op: `get ${path}`, allow: NOBODY, run: get(path) },
      { op: `list ${parent}`, allow: NOBODY, run: list(parent) },
      { op: `create in ${parent}`, allow: NOBODY, run: set(`${parent}/new`, { a: 1 }) },
      { op: `update ${path}`, allow: NOBODY, run: update(path, { a: 2 }) },
      { op: `delete ${path}`, allow: NOBODY, run: remove(path) },
    ];
  }),
);
