// Site-level documents the rules tests start from: global settings, slugs, user documents,
// profiles, assets, templates, billing, invites and the collections no client may touch.
import { memberFixture, UID } from './rulesEnv';

export type Fixtures = Array<[path: string, data: Record<string, unknown>]>;

export const BILLING_ACCOUNT_ID = 'acct-1';
export const SUBSCRIPTION_ID = 'sub-1';
/** The attendee owns the billing account; nobody else among the standard identities does. */
const BILLING_OWNER_UID = UID.attendee;

export function siteFixtures(): Fixtures {
  const account = `billingAccounts/${BILLING_ACCOUNT_ID}`;
  return [
    [
      'settings/global',
      {
        defaultTemplate: 'tpl-default',
        demoTemplate: 'tpl-demo',
        demoSecondRoomTemplate: 'tpl-demo-2',
        closing: { text: '', date: '', link: '' },
        subscriptionsEnabled: false,
      },
    ],
    ['settings/secret', { key: 'value' }],
    ['slugs/demo', { eventId: 'demo' }],
    [`users/${UID.attendee}`, { email: 'attendee@example.com', billingAccounts: [] }],
    [`users/${UID.nonMember}`, { email: 'outsider@example.com', billingAccounts: [] }],
    [
      `profiles/${UID.attendee}`,
      {
        avatar: 'fox',
        name: 'Attendee',
        nickname: 'att',
        pronouns: 'they/them',
        bio: 'Hello',
        joinedEvents: { demo: true },
        createdEvents: {},
      },
    ],
    [`profiles/${UID.nonMember}`, { avatar: 'owl', name: 'Outsider' }],
    ['assets/tree', { name: 'Tree', modelPath: 'models/tree/tree.glb', listInMenu: true }],
    ['modelChecks/tree', { path: 'models/tree/tree.glb', ok: true, message: '' }],
    ['templates/tpl-demo', { name: 'Demo', assetInstances: {} }],
    [account, { accountName: 'Acme', stripeCustomerId: 'cus_1', owners: [BILLING_OWNER_UID] }],
    [`${account}/subscriptions/${SUBSCRIPTION_ID}`, { status: 'active', connectedEvents: {} }],
    [`${account}/subscriptions/${SUBSCRIPTION_ID}/usage/2024-01`, { totalUsage: 12 }],
    ['billingAccounts/acct-ownerless', { accountName: 'Nobody' }],
    ['invites/code-1', { email: 'new@example.com', code: 'code-1', emailSent: false }],
    ['mail/mail-1', { to: 'attendee@example.com', message: { subject: 'Hi' } }],
    ['conferences/conf-1', { eventId: 'demo', activeUsers: 3 }],
    ['conferences/conf-1/sessions/s-1', { seconds: 60 }],
    ['somethingNew/x', { a: 1 }],
    // The outsider is an admin of another event: membership and roles are per event.
    [`events/other-event/members/${UID.nonMember}`, memberFixture({ roles: { admin: true } })],
  ];
}
