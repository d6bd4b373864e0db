// Every callable, fed malformed input, signed in and signed out: one table. Each answer must be
// a refusal the client understands (invalid-argument, unauthenticated, permission-denied), never
// `internal` (an unhandled throw), and nothing in Firestore or Auth may change.
//
// The malformed calls come from the most privileged caller there is (site staff and the
// event's creator, who may create events): a refusal then proves the payload was refused, not
// the caller. Well-formed calls aimed at someone else's event come from a signed-in stranger.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { BILLING_CALLABLES } from '../../src/domain/protocol/billingCallableRegistry';
import { CALLABLES } from '../../src/domain/protocol/callableRegistry';
import type { CallableKey } from '../../src/domain/protocol/callableNames';
import * as deployed from '../../functions/src/index';
import { allDocuments } from './support/allDocuments';
import {
  adminAuth,
  adminDb,
  anonymousClient,
  closeClients,
  signedInUser,
  type Client,
} from './support/emulators';
import { subscribedAccount, webhooksIdle } from './support/billing';
import { createEventFixture, type EventFixture } from './support/fixtures';

/** What a field holds, which decides how it is broken. */
type Kind =
  | 'id'
  | 'text'
  | 'requiredText'
  | 'bool'
  | 'choice'
  | 'ids'
  | 'emails'
  | 'email'
  | 'roles'
  | 'alias'
  | 'code'
  | 'session'
  | 'instant';

interface CallableCase {
  /** A well-formed payload aimed at the fixture event (never sent by the privileged caller). */
  valid: (e: EventFixture) => Record<string, unknown>;
  fields: Record<string, Kind>;
  /** Fields the callable may go without. */
  optional?: string[];
  /**
   * What the stranger's well-formed call answers; null when a well-formed call by anyone is an
   * ordinary request (the access gate, a slug lookup, one's own account).
   */
  foreign: 'permission-denied' | null;
}

const ev = (e: EventFixture) => ({ eventId: e.eventId });
/** A programme session as programme-saveSession takes it (src/domain/programmeSchema.ts). */
const SESSION = {
  title: 'Keynote',
  description: '',
  startsAt: Date.UTC(2030, 0, 1, 9),
  endsAt: Date.UTC(2030, 0, 1, 10),
  roomId: '_main',
  speakers: ['Ada'],
  screenId: null,
};
const ROLES = {
  admin: true,
  eventOrganiser: false,
  roomEditor: false,
  stageSpeaker: false,
  videoController: false,
};

/**
 * A case per registry entry (src/domain/protocol/callableRegistry.ts): the type refuses a registry
 * without its case, and the first tests below check each case's fields against its schema.
 */
const CASES: Record<CallableKey, CallableCase> = {
  requestEventAccess: {
    valid: (e) => ({ slug: e.slug, eventPassword: 'secret' }),
    fields: { slug: 'id', eventPassword: 'text' },
    optional: ['eventPassword'],
    foreign: null,
  },
  getEventId: {
    valid: (e) => ({ slug: e.slug }),
    fields: { slug: 'id' },
    foreign: null,
  },
  setUserRoles: {
    valid: (e) => ({ ...ev(e), userId: 'someone', roles: ROLES }),
    fields: { eventId: 'id', userId: 'id', roles: 'roles' },
    foreign: 'permission-denied',
  },
  setEarlyAccess: {
    valid: (e) => ({ ...ev(e), userId: 'someone', earlyAccess: true }),
    fields: { eventId: 'id', userId: 'id', earlyAccess: 'bool' },
    foreign: 'permission-denied',
  },
  setEarlyAccessByEmail: {
    valid: (e) => ({ ...ev(e), email: 'someone@example.test', earlyAccess: true }),
    fields: { eventId: 'id', email: 'email', earlyAccess: 'bool' },
    foreign: 'permission-denied',
  },
  joinLeaveEventStage: {
    valid: (e) => ({ ...ev(e), join: true }),
    fields: { eventId: 'id', join: 'bool' },
    foreign: 'permission-denied',
  },
  createNewEvent: {
    valid: () => ({ createFromTemplate: 'blank', isNewVersion: true, name: 'New', slug: 'new' }),
    fields: {
      createFromTemplate: 'choice',
      isNewVersion: 'bool',
      name: 'requiredText',
      slug: 'text',
      developmentEvent: 'bool',
    },
    optional: ['slug', 'developmentEvent'],
    foreign: 'permission-denied',
  },
  updateEventDetails: {
    valid: (e) => ({
      ...ev(e),
      slug: 'renamed',
      name: 'Renamed',
      paymentPointer: null,
      instancingEnabled: true,
      timeZone: 'Europe/Paris',
    }),
    fields: {
      eventId: 'id',
      slug: 'text',
      name: 'text',
      paymentPointer: 'text',
      instancingEnabled: 'bool',
      timeZone: 'text',
    },
    optional: ['paymentPointer', 'instancingEnabled', 'timeZone'],
    foreign: 'permission-denied',
  },
  banUserFromEvent: {
    valid: (e) => ({ ...ev(e), userId: 'someone' }),
    fields: { eventId: 'id', userId: 'id' },
    foreign: 'permission-denied',
  },
  revokeUserEventBan: {
    valid: (e) => ({ ...ev(e), userId: 'someone' }),
    fields: { eventId: 'id', userId: 'id' },
    foreign: 'permission-denied',
  },
  checkIfEventUsersOffline: {
    valid: (e) => ({ ...ev(e), users: ['someone'] }),
    fields: { eventId: 'id', users: 'ids' },
    foreign: 'permission-denied',
  },
  setEventUserOffline: {
    valid: (e) => ({ ...ev(e), userId: 'someone' }),
    fields: { eventId: 'id', userId: 'id' },
    foreign: 'permission-denied',
  },
  createEventRoom: {
    valid: (e) => ({ ...ev(e), name: 'Lounge' }),
    fields: { eventId: 'id', name: 'text', fromRoomId: 'id' },
    optional: ['fromRoomId'],
    foreign: 'permission-denied',
  },
  storeRoomAssetInstancesAsTemplate: {
    valid: (e) => ({ ...ev(e), roomId: '_main', name: 'Hall' }),
    fields: { eventId: 'id', roomId: 'id', name: 'text' },
    optional: ['name'],
    foreign: 'permission-denied',
  },
  generateChannelAndAssignToAsset: {
    valid: (e) => ({ ...ev(e), roomId: '_main', assetType: 'interactive', assetId: 'zone' }),
    fields: { eventId: 'id', roomId: 'id', assetType: 'choice', assetId: 'id', fresh: 'bool' },
    optional: ['fresh'],
    foreign: 'permission-denied',
  },
  getAudioToken: {
    valid: (e) => ({ ...ev(e), channelId: 'zone' }),
    fields: { eventId: 'id', channelId: 'id' },
    optional: ['channelId'],
    foreign: 'permission-denied',
  },
  getIceServers: {
    valid: ev,
    fields: { eventId: 'id' },
    foreign: 'permission-denied',
  },
  joinEventConference: {
    valid: (e) => ({ ...ev(e), alias: e.eventId }),
    fields: { eventId: 'id', alias: 'alias' },
    foreign: 'permission-denied',
  },
  leaveEventConference: {
    valid: (e) => ({ ...ev(e), alias: e.eventId }),
    fields: { eventId: 'id', alias: 'alias' },
    foreign: 'permission-denied',
  },
  getBotStatus: {
    valid: ev,
    fields: { eventId: 'id' },
    foreign: 'permission-denied',
  },
  addBots: {
    valid: (e) => ({ ...ev(e), roomId: '_main' }),
    fields: { eventId: 'id', roomId: 'id' },
    optional: ['roomId'],
    foreign: 'permission-denied',
  },
  removeBots: { valid: ev, fields: { eventId: 'id' }, foreign: 'permission-denied' },
  setBotMovement: {
    valid: (e) => ({ ...ev(e), enabled: true }),
    fields: { eventId: 'id', enabled: 'bool' },
    foreign: 'permission-denied',
  },
  stepBots: { valid: ev, fields: { eventId: 'id' }, foreign: 'permission-denied' },
  getUserEmail: {
    valid: () => ({ userId: 'someone' }),
    fields: { userId: 'id' },
    foreign: 'permission-denied',
  },
  setStaff: {
    valid: () => ({ userId: 'someone', staff: true }),
    fields: { userId: 'id', staff: 'bool' },
    foreign: 'permission-denied',
  },
  setEventAudioPlan: {
    valid: (e) => ({ ...ev(e), plan: 'company' }),
    fields: { eventId: 'id', plan: 'choice' },
    foreign: 'permission-denied',
  },
  getUsageReport: {
    valid: () => ({ start: '2026-03-01', end: '2026-03-31', hasSubscription: true }),
    fields: { start: 'code', end: 'code', hasSubscription: 'bool', unlimitedCapacity: 'bool' },
    optional: ['hasSubscription', 'unlimitedCapacity'],
    foreign: 'permission-denied',
  },
  getEventConferences: {
    valid: ev,
    fields: { eventId: 'id' },
    foreign: 'permission-denied',
  },
  generateEmailInvitationCodes: {
    valid: () => ({ emails: ['someone@invites.menagerie.test'] }),
    fields: { emails: 'emails' },
    foreign: 'permission-denied',
  },
  sendInvitation: {
    valid: () => ({ inviteCode: 'abc', language: 'de' }),
    fields: { inviteCode: 'code', language: 'choice' },
    optional: ['language'],
    foreign: 'permission-denied',
  },
  sendAllPendingInvites: {
    valid: () => ({ language: 'de' }),
    fields: { language: 'choice' },
    optional: ['language'],
    foreign: 'permission-denied',
  },
  deleteInvitation: {
    valid: () => ({ inviteCode: 'abc' }),
    fields: { inviteCode: 'code' },
    foreign: 'permission-denied',
  },
  redeemInvitationCode: {
    valid: () => ({ inviteCode: 'abc' }),
    fields: { inviteCode: 'code' },
    foreign: null,
  },
  deleteUser: { valid: () => ({}), fields: {}, foreign: null },
  saveSession: {
    valid: (e) => ({ ...ev(e), session: SESSION, timeZone: 'Europe/Paris' }),
    fields: { eventId: 'id', sessionId: 'id', session: 'session', timeZone: 'text' },
    optional: ['sessionId', 'timeZone'],
    foreign: 'permission-denied',
  },
  deleteSession: {
    valid: (e) => ({ ...ev(e), sessionId: 'some-session' }),
    fields: { eventId: 'id', sessionId: 'id' },
    foreign: 'permission-denied',
  },
  getEventInsights: {
    valid: (e) => ({ slug: e.slug, fromMs: Date.UTC(2030, 0, 1), toMs: Date.UTC(2030, 0, 2) }),
    fields: { slug: 'id', fromMs: 'instant', toMs: 'instant' },
    foreign: 'permission-denied',
  },
  ...billingCases(),
};

/** The boss's billing account, card and subscription (made in beforeAll, in the Stripe fake). */
let billing: Awaited<ReturnType<typeof subscribedAccount>>;

/** The billing callables (functions/src/billing): a stranger is refused on the boss's account. */
function billingCases(): Record<keyof typeof BILLING_CALLABLES, CallableCase> {
  const customer = () => ({ customerId: billing.customerId });
  const card = () => ({ paymentMethodId: billing.paymentMethodId });
  const sub = () => ({ subscriptionId: billing.subscriptionId });
  const account = () => ({ billingAccountId: billing.billingAccountId });
  const refused = (
    valid: (e: EventFixture) => Record<string, unknown>,
    fields: Record<string, Kind>,
  ): CallableCase => ({ valid, fields, foreign: 'permission-denied' });
  return {
    createCustomerSetupIntent: refused(customer, { customerId: 'id' }),
    setCustomerDefaultPaymentMethod: refused(() => ({ ...customer(), ...card() }), {
      customerId: 'id',
      paymentMethodId: 'id',
    }),
    getCustomerPaymentMethods: refused(customer, { customerId: 'id' }),
    fetchCustomerSubscriptions: refused(customer, { customerId: 'id' }),
    detachPaymentMethod: refused(card, { paymentMethodId: 'id' }),
    createStripeSubscription: refused(
      () => ({
        ...customer(),
        ...card(),
        ...account(),
        priceId: 'price_creator_regular',
        planCategory: 'creator',
      }),
      {
        customerId: 'id',
        paymentMethodId: 'id',
        billingAccountId: 'id',
        priceId: 'choice',
        planCategory: 'choice',
      },
    ),
    cancelSubscription: refused(sub, { subscriptionId: 'id' }),
    undoCancelSubscription: refused(sub, { subscriptionId: 'id' }),
    fetchSubscriptionInvoices: refused(() => ({ ...customer(), ...sub() }), {
      customerId: 'id',
      subscriptionId: 'id',
    }),
    updateSubscriptionPaymentMethod: refused(() => ({ ...card(), ...sub() }), {
      paymentMethodId: 'id',
      subscriptionId: 'id',
    }),
    refreshSubscription: refused(() => ({ ...account(), ...sub() }), {
      billingAccountId: 'id',
      subscriptionId: 'id',
    }),
    createUserStripeCustomerAndStoreIt: {
      valid: () => ({ accountName: 'Mine' }),
      fields: { accountName: 'text' },
      optional: ['accountName'],
      foreign: null,
    },
    addEventToSubscription: refused((e) => ({ ...ev(e), ...sub(), ...account() }), {
      eventId: 'id',
      subscriptionId: 'id',
      billingAccountId: 'id',
    }),
    disconnectEventFromSubscription: refused(ev, { eventId: 'id' }),
  };
}

/** The table: every registry entry with its deployed name and its case. */
const TABLE = (Object.keys(CALLABLES) as CallableKey[]).map((key) => ({
  key,
  name: CALLABLES[key].name,
  ...CASES[key],
}));
type TableRow = (typeof TABLE)[number];

/** `{a: {a: ... 'deep'}}`, `depth` levels. */
function deep(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** Longer than any field allows. */
const LONG = 'x'.repeat(5_000);
const PATH_LIKE = ['a/b', '..', '__name__'];

/** Ways to break a field of each kind ('missing' is added for required fields). */
function brokenValues(kind: Kind): unknown[] {
  const wrongType = [12345, deep(100)];
  switch (kind) {
    case 'id':
    case 'code':
    case 'alias':
      return [...wrongType, '', LONG, ...PATH_LIKE];
    case 'text':
      return [...wrongType, LONG];
    case 'requiredText':
      // Blank after trimming is no text (a new event's name: issue 30 #19).
      return [...wrongType, LONG, null, '', '  \t '];
    case 'bool':
      return ['true', deep(100)];
    case 'choice':
      return ['nonsense', deep(100)];
    case 'ids':
      return ['one', [], ['a/b'], [deep(100)], Array.from({ length: 150 }, (_, i) => `u${i}`)];
    case 'email':
      return [...wrongType, '', 'not-an-email', `${'x'.repeat(300)}@y.test`];
    case 'emails':
      return ['a@b.test', [], ['not-an-email'], Array(450).fill('x@y.test')];
    case 'roles':
      return ['admin', { ...ROLES, admin: 'yes' }, { ...ROLES, extra: deep(100) }];
    case 'instant':
      // Epoch ms: a whole number from 0 to JavaScript's last date.
      return ['2030-01-01', -1, 1.5, 9e15, null, deep(100)];
    case 'session':
      return [
        'Keynote',
        [SESSION],
        { ...SESSION, extra: deep(100) },
        { ...SESSION, title: LONG },
        { ...SESSION, endsAt: SESSION.startsAt },
        { ...SESSION, startsAt: 'tomorrow' },
        { ...SESSION, roomId: 'a/b' },
        { ...SESSION, speakers: Array(50).fill('Ada') },
        { ...SESSION, screenId: deep(100) },
      ];
  }
}

interface Attempt {
  label: string;
  payload: unknown;
}

interface Call extends Attempt {
  who: string;
  client: Pick<Client, 'call'>;
  expected: string;
}

/** Every malformed payload for one callable: whole-payload breakage, then field by field. */
function malformedPayloads(c: CallableCase, e: EventFixture): Attempt[] {
  const valid = c.valid(e);
  const attempts: Attempt[] = [
    { label: 'a string', payload: 'payload' },
    { label: 'a number', payload: 42 },
    { label: 'an array', payload: [valid] },
    { label: 'an unknown field, deeply nested', payload: { ...valid, extra: deep(100) } },
    { label: 'nested 1000 levels', payload: deep(1000) },
  ];
  for (const [field, kind] of Object.entries(c.fields)) {
    if (!c.optional?.includes(field)) {
      const rest = { ...valid };
      delete rest[field];
      attempts.push({ label: `${field} missing`, payload: rest });
    }
    // An optional text field may be null (callable clients send absent values as null).
    const values = brokenValues(kind).filter((v) => !(v === null && c.optional?.includes(field)));
    for (const value of values) {
      attempts.push({ label: `${field} = ${shown(value)}`, payload: { ...valid, [field]: value } });
    }
  }
  return attempts;
}

function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 30)}... (${text.length} chars)` : text;
}

/** The callable error code of a call ('ok' when it succeeded). */
async function codeOf(client: Pick<Client, 'call'>, name: string, payload: unknown) {
  try {
    await client.call(name, payload);
    return 'ok';
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    return `${String(code).replace('functions/', '')}${code === 'functions/internal' ? ` (${message})` : ''}`;
  }
}

/** Runs `work` over `items`, `parallel` at a time. */
async function inBatches<T, R>(items: T[], parallel: number, work: (item: T) => Promise<R>) {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += parallel) {
    results.push(...(await Promise.all(items.slice(i, i + parallel).map(work))));
  }
  return results;
}

/** Firestore and Auth as a comparable text: every document's path and data, every account. */
async function worldState(): Promise<Map<string, string>> {
  const state = new Map<string, string>();
  for (const snap of await allDocuments()) {
    state.set(snap.ref.path, snap.exists ? JSON.stringify(snap.data()) : 'missing');
  }
  let page = await adminAuth.listUsers(1000);
  for (;;) {
    for (const user of page.users) {
      state.set(
        `auth:${user.uid}`,
        JSON.stringify({ claims: user.customClaims ?? {}, disabled: user.disabled }),
      );
    }
    if (!page.pageToken) break;
    page = await adminAuth.listUsers(1000, page.pageToken);
  }
  return state;
}

function differences(before: Map<string, string>, after: Map<string, string>): string[] {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((path) => before.get(path) !== after.get(path)).sort();
}

let boss: Client;
let stranger: Client;
let event: EventFixture;

beforeAll(async () => {
  [boss, stranger] = await Promise.all([
    signedInUser({ staff: true, canCreateEvents: true }),
    signedInUser(),
  ]);
  event = await createEventFixture({ creatorId: boss.uid });
  await adminDb.doc(`events/${event.eventId}/rooms/_main/instances/zone`).set({
    assetId: 'channelZone',
    assetType: 'interactive',
    x: 512,
    y: 512,
    angle: 0,
    props: {},
  });
  billing = await subscribedAccount(boss);
  // The fake's webhook events land before the test takes its picture of Firestore.
  await webhooksIdle();
}, 60_000);
afterAll(closeClients);

describe('every callable, fed malformed input', () => {
  it('the table lists every deployed callable', () => {
    const names: string[] = [];
    const visit = (value: unknown, prefix: string) => {
      for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
        const endpoint = (entry as { __endpoint?: { callableTrigger?: unknown } }).__endpoint;
        if (endpoint?.callableTrigger) names.push(`${prefix}${key}`);
        else if (entry && typeof entry === 'object' && !endpoint) visit(entry, `${prefix}${key}-`);
      }
    };
    visit(deployed, '');
    expect(TABLE.map((c) => c.name).sort()).toEqual(names.sort());
  });

  it("has a case for every registry entry, breaking each of its schema's fields", () => {
    expect(TABLE.filter((c) => !(c.key in CASES)).map((c) => c.name)).toEqual([]);
    // A field the schema gained without a case here would go untested with bad values.
    const fieldGaps = TABLE.flatMap((c) => {
      const { schema } = CALLABLES[c.key];
      if (!(schema instanceof z.ZodObject)) return [`${c.name}: not an object schema`];
      const fields = Object.keys(schema.shape).sort();
      const covered = Object.keys(c.fields).sort();
      return fields.join() === covered.join() ? [] : [`${c.name}: ${covered} vs ${fields}`];
    });
    expect(fieldGaps).toEqual([]);
  });

  it('answers invalid-argument, unauthenticated or permission-denied, and changes nothing', async () => {
    const before = await worldState();
    const signedOut = anonymousClient();
    const callsOf = (c: TableRow): Call[] =>
      [
        ...malformedPayloads(c, event).map((a) => ({
          who: 'staff creator',
          client: boss,
          ...a,
          expected: 'invalid-argument',
        })),
        ...(c.foreign
          ? [
              {
                who: 'stranger',
                client: stranger,
                label: "someone else's",
                payload: c.valid(event),
              },
            ].map((call) => ({ ...call, expected: c.foreign! }))
          : []),
        { who: 'signed out', client: signedOut, label: 'well-formed', payload: c.valid(event) },
        { who: 'signed out', client: signedOut, label: 'a string', payload: 'payload' },
      ].map((call) => ({ expected: 'unauthenticated', ...call }));
    // One call at a time per callable, a few callables at once: the emulator starts a worker
    // process per concurrent call of a function, and starting one costs seconds.
    const wrong = (
      await inBatches(TABLE, 4, async (c) => {
        const problems: string[] = [];
        for (const call of callsOf(c)) {
          const answer = await codeOf(call.client, c.name, call.payload);
          if (answer !== call.expected) {
            problems.push(
              `${c.name} (${call.who}, ${call.label}): ${answer}, expected ${call.expected}`,
            );
          }
        }
        return problems;
      })
    ).flat();
    expect(wrong).toEqual([]);
    expect(differences(before, await worldState())).toEqual([]);
  }, 300_000);
});
