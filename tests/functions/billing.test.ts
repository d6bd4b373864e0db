// Billing (functions/src/billing) through the client SDK, against the emulators and the Stripe
// fake: accounts, cards through a SetupIntent, subscribing (only while subscriptions are switched
// on), the card-deletion rules, cancel and undo, invoices, events connected to a subscription,
// ownership on every callable, and the webhook's signature check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_DELETION_TEXTS } from '../../src/domain/billing';
import type { InvoicesResult, PaymentMethodsResult } from '../../src/domain/billingSchemas';
import {
  addCard,
  confirmCard,
  createAccount,
  fakeTest,
  postWebhook,
  setSubscriptionsEnabled,
  signatureFor,
  STRIPE_FAKE_URL,
  subscribedAccount,
  webhooksIdle,
} from './support/billing';
import {
  adminDb,
  closeClients,
  expectCallError,
  signedInUser,
  warmUp,
  type Client,
} from './support/emulators';
import { createEventFixture } from './support/fixtures';

let owner: Client;
let stranger: Client;

const CALLABLES = [
  'createUserStripeCustomerAndStoreIt',
  'createCustomerSetupIntent',
  'setCustomerDefaultPaymentMethod',
  'getCustomerPaymentMethods',
  'fetchCustomerSubscriptions',
  'detachPaymentMethod',
  'createStripeSubscription',
  'addEventToSubscription',
  'disconnectEventFromSubscription',
  'cancelSubscription',
  'undoCancelSubscription',
  'fetchSubscriptionInvoices',
  'updateSubscriptionPaymentMethod',
  'refreshSubscription',
].map((name) => `app-${name}`);

beforeAll(async () => {
  [owner, stranger] = await Promise.all([signedInUser(), signedInUser()]);
  await warmUp(owner, Object.fromEntries(CALLABLES.map((name) => [name, 'not-an-object'])));
}, 120_000);
afterAll(async () => {
  await setSubscriptionsEnabled(false);
  await closeClients();
});

const account = (id: string) => adminDb.doc(`billingAccounts/${id}`);
const subscriptionDoc = (accountId: string, id: string) =>
  account(accountId).collection('subscriptions').doc(id);

/** Detaches a card behind the product's back, as Stripe's dashboard could. */
async function detachInStripe(paymentMethodId: string) {
  const key = /^STRIPE_SECRET_KEY=(.*)$/m.exec(
    await import('node:fs').then((fs) =>
      fs.readFileSync(new URL('../../functions/.env.demo-menagerie', import.meta.url), 'utf8'),
    ),
  )?.[1];
  const response = await fetch(`${STRIPE_FAKE_URL}/v1/payment_methods/${paymentMethodId}/detach`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}` },
  });
  expect(response.status).toBe(200);
}

describe('billing accounts and cards', () => {
  it('creates an account owned by the caller, listed on their user document', async () => {
    const { billingAccountId, customerId } = await createAccount(owner, 'Studio');
    expect(customerId).toMatch(/^cus_/);
    const stored = (await account(billingAccountId).get()).data();
    expect(stored).toMatchObject({ accountName: 'Studio', owners: [owner.uid] });
    const user = (await adminDb.doc(`users/${owner.uid}`).get()).data();
    expect(user?.billingAccounts).toContain(billingAccountId);
    expect(typeof user?.primaryBillingAccount).toBe('string');
    // The name is optional.
    const unnamed = await owner.call<{ billingAccountId: string }>(
      'app-createUserStripeCustomerAndStoreIt',
      {},
    );
    expect((await account(unnamed.billingAccountId).get()).get('accountName')).toBe('');
  });

  it('a confirmed SetupIntent adds the card (mirrored by the webhook); it becomes the default', async () => {
    const { billingAccountId, customerId } = await createAccount(owner);
    const paymentMethodId = await addCard(owner, customerId);
    await webhooksIdle();
    const mirrored = await account(billingAccountId)
      .collection('paymentMethods')
      .doc(paymentMethodId)
      .get();
    expect(mirrored.data()).toMatchObject({ card: { brand: 'visa', last4: '4242' } });

    const listed = await owner.call<PaymentMethodsResult>('app-getCustomerPaymentMethods', {
      customerId,
    });
    expect(listed.paymentMethods.data).toEqual([
      {
        id: paymentMethodId,
        billing_details: { name: 'Ann' },
        card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031 },
      },
    ]);
    expect(listed.defaultPaymentMethod).toBeNull();
    await owner.call('app-setCustomerDefaultPaymentMethod', { customerId, paymentMethodId });
    expect((await account(billingAccountId).get()).get('defaultPaymentMethod')).toBe(
      paymentMethodId,
    );
  });

  it('a declined card is refused with the provider’s message', async () => {
    const { customerId } = await createAccount(owner);
    const intent = await owner.call<{ setupIntentId: string; client_secret: string }>(
      'app-createCustomerSetupIntent',
      { customerId },
    );
    expect(intent.client_secret).toMatch(/^seti_.+_secret_/);
    await expect(confirmCard(intent.setupIntentId, '4000000000000002')).rejects.toMatchObject({
      answer: { error: { code: 'card_declined', message: 'Your card was declined.' } },
    });
  });
});

describe('subscriptions', () => {
  it('subscribing is refused while subscriptions are disabled, and works once enabled', async () => {
    const { billingAccountId, customerId } = await createAccount(owner);
    const paymentMethodId = await addCard(owner, customerId);
    const payload = {
      customerId,
      priceId: 'price_company_100_user',
      billingAccountId,
      planCategory: 'company',
      paymentMethodId,
    };
    await setSubscriptionsEnabled(false);
    await expectCallError(
      owner.call('app-createStripeSubscription', payload),
      'failed-precondition',
      {
        reason: 'subscriptions_disabled',
      },
    );
    expect((await account(billingAccountId).collection('subscriptions').get()).empty).toBe(true);

    await setSubscriptionsEnabled(true);
    const { subscriptionId } = await owner.call<{ subscriptionId: string }>(
      'app-createStripeSubscription',
      payload,
    );
    await setSubscriptionsEnabled(false);
    const stored = (await subscriptionDoc(billingAccountId, subscriptionId).get()).data();
    expect(stored).toMatchObject({
      id: subscriptionId,
      status: 'active',
      cancel_at_period_end: false,
      customer: customerId,
      default_payment_method: paymentMethodId,
      priceId: 'price_company_100_user',
      planCategory: 'company',
      priceLabel: '100-user',
      connectedEvents: {},
    });
    expect(stored?.current_period_end).toBeGreaterThan(stored?.current_period_start);
    const listed = await owner.call<{ subscriptions: { id: string }[] }>(
      'app-fetchCustomerSubscriptions',
      { customerId },
    );
    expect(listed.subscriptions.map((s) => s.id)).toEqual([subscriptionId]);
  });

  it('cancel sets cancel_at_period_end, undo clears it; an ended subscription cannot be cancelled', async () => {
    const { billingAccountId, subscriptionId } = await subscribedAccount(owner);
    const stored = () => subscriptionDoc(billingAccountId, subscriptionId).get();
    await owner.call('app-cancelSubscription', { subscriptionId });
    expect((await stored()).get('cancel_at_period_end')).toBe(true);
    await owner.call('app-undoCancelSubscription', { subscriptionId });
    expect((await stored()).get('cancel_at_period_end')).toBe(false);

    await fakeTest(`subscriptions/${subscriptionId}/end`);
    await owner.call('app-refreshSubscription', { billingAccountId, subscriptionId });
    expect((await stored()).get('status')).toBe('canceled');
    await expectCallError(
      owner.call('app-cancelSubscription', { subscriptionId }),
      'failed-precondition',
      {
        reason: 'subscription_not_active',
      },
    );
  });

  it('lists the invoices, newest first (totals in cents, period ends in seconds)', async () => {
    const { customerId, subscriptionId, billingAccountId } = await subscribedAccount(owner);
    await fakeTest(`subscriptions/${subscriptionId}/renew`);
    const { invoices } = await owner.call<InvoicesResult>('app-fetchSubscriptionInvoices', {
      customerId,
      subscriptionId,
    });
    expect(invoices).toHaveLength(2);
    expect(invoices.map((i) => i.total)).toEqual([2000, 2000]);
    expect(invoices[0]!.period_end).toBeGreaterThanOrEqual(invoices[1]!.period_end);
    const stored = await account(billingAccountId)
      .collection('invoices')
      .where('subscription', '==', subscriptionId)
      .get();
    expect(stored.size).toBe(2);
  });
});

describe('card deletion', () => {
  it('a card no subscription needs is detached', async () => {
    const { billingAccountId, customerId } = await createAccount(owner);
    const card = await addCard(owner, customerId);
    await webhooksIdle();
    await owner.call('app-detachPaymentMethod', { paymentMethodId: card });
    const listed = await owner.call<PaymentMethodsResult>('app-getCustomerPaymentMethods', {
      customerId,
    });
    expect(listed.paymentMethods.data).toEqual([]);
    expect((await account(billingAccountId).collection('paymentMethods').get()).empty).toBe(true);
  });

  it('refuses the card of an active subscription (listing it), then allows it once moved', async () => {
    const fixture = await subscribedAccount(owner);
    const { billingAccountId, customerId, subscriptionId, paymentMethodId } = fixture;
    const other = await addCard(owner, customerId, '5555555555554444');
    const error = await expectCallError(
      owner.call('app-detachPaymentMethod', { paymentMethodId }),
      'failed-precondition',
      {
        message: `${CARD_DELETION_TEXTS.unable} ${CARD_DELETION_TEXTS.inUse}`,
        reason: 'card_in_use',
      },
    );
    expect(error.details).toEqual({
      reason: 'card_in_use',
      subscriptions: [{ billingAccountId, subscriptionId }],
    });

    await owner.call('app-updateSubscriptionPaymentMethod', {
      paymentMethodId: other,
      subscriptionId,
    });
    expect(
      (await subscriptionDoc(billingAccountId, subscriptionId).get()).get('default_payment_method'),
    ).toBe(other);
    await owner.call('app-detachPaymentMethod', { paymentMethodId });
    await webhooksIdle();
    const cards = await account(billingAccountId).collection('paymentMethods').get();
    expect(cards.docs.map((d) => d.id)).toEqual([other]);
    expect((await account(billingAccountId).get()).get('defaultPaymentMethod')).toBeNull();
  });

  it('refuses the last card while a subscription is active', async () => {
    const { customerId, paymentMethodId } = await subscribedAccount(owner);
    const spare = await addCard(owner, customerId);
    // The subscription's own card went behind the product's back (Stripe's dashboard).
    await detachInStripe(paymentMethodId);
    await expectCallError(
      owner.call('app-detachPaymentMethod', { paymentMethodId: spare }),
      'failed-precondition',
      {
        message: `${CARD_DELETION_TEXTS.unable} ${CARD_DELETION_TEXTS.lastCard}`,
        reason: 'last_card',
      },
    );
  });
});

describe('events connected to a subscription', () => {
  it('add writes both sides, moving to another subscription leaves the first, disconnect clears', async () => {
    const first = await subscribedAccount(owner);
    const { billingAccountId } = first;
    await setSubscriptionsEnabled(true);
    const { subscriptionId: second } = await owner.call<{ subscriptionId: string }>(
      'app-createStripeSubscription',
      {
        customerId: first.customerId,
        priceId: 'price_event_organizer_regular',
        billingAccountId,
        planCategory: 'eventOrganizer',
        paymentMethodId: first.paymentMethodId,
      },
    );
    await setSubscriptionsEnabled(false);
    const event = await createEventFixture({ creatorId: owner.uid, name: 'Gala' });
    const eventDoc = () => adminDb.doc(`events/${event.eventId}`).get();
    const connected = async (subscriptionId: string) =>
      (await subscriptionDoc(billingAccountId, subscriptionId).get()).get('connectedEvents');

    await owner.call('app-addEventToSubscription', {
      eventId: event.eventId,
      subscriptionId: first.subscriptionId,
      billingAccountId,
    });
    expect((await eventDoc()).get('connectedSubscription')).toEqual({
      billingAccountId,
      subscriptionId: first.subscriptionId,
      currentPeriodStart: expect.any(Number),
    });
    expect(await connected(first.subscriptionId)).toEqual({
      [event.eventId]: { name: 'Gala', slug: event.slug },
    });

    await owner.call('app-addEventToSubscription', {
      eventId: event.eventId,
      subscriptionId: second,
      billingAccountId,
    });
    expect(await connected(first.subscriptionId)).toEqual({});
    expect(Object.keys(await connected(second))).toEqual([event.eventId]);

    await owner.call('app-disconnectEventFromSubscription', { eventId: event.eventId });
    expect((await eventDoc()).get('connectedSubscription')).toBeUndefined();
    expect(await connected(second)).toEqual({});
  });

  it('an owner who does not organise the event is refused', async () => {
    const { billingAccountId, subscriptionId } = await subscribedAccount(owner);
    const theirs = await createEventFixture({ creatorId: stranger.uid });
    await expectCallError(
      owner.call('app-addEventToSubscription', {
        eventId: theirs.eventId,
        subscriptionId,
        billingAccountId,
      }),
      'permission-denied',
      { reason: 'not_event_organiser' },
    );
    expect(
      (await adminDb.doc(`events/${theirs.eventId}`).get()).get('connectedSubscription'),
    ).toBeUndefined();
  });
});

describe('ownership', () => {
  it('a stranger is refused by every callable on someone else’s account', async () => {
    const mine = await subscribedAccount(owner);
    const { billingAccountId, customerId, subscriptionId, paymentMethodId } = mine;
    const event = await createEventFixture({ creatorId: owner.uid });
    await owner.call('app-addEventToSubscription', {
      eventId: event.eventId,
      subscriptionId,
      billingAccountId,
    });
    const theirEvent = await createEventFixture({ creatorId: stranger.uid });
    await webhooksIdle();
    const before = JSON.stringify(
      (await subscriptionDoc(billingAccountId, subscriptionId).get()).data(),
    );

    const refused: [string, unknown, string][] = [
      ['app-createCustomerSetupIntent', { customerId }, 'not_billing_owner'],
      ['app-setCustomerDefaultPaymentMethod', { customerId, paymentMethodId }, 'not_billing_owner'],
      ['app-getCustomerPaymentMethods', { customerId }, 'not_billing_owner'],
      ['app-fetchCustomerSubscriptions', { customerId }, 'not_billing_owner'],
      ['app-detachPaymentMethod', { paymentMethodId }, 'not_billing_owner'],
      [
        'app-createStripeSubscription',
        {
          customerId,
          priceId: 'price_creator_regular',
          billingAccountId,
          planCategory: 'creator',
          paymentMethodId,
        },
        'not_billing_owner',
      ],
      [
        'app-addEventToSubscription',
        { eventId: theirEvent.eventId, subscriptionId, billingAccountId },
        'not_billing_owner',
      ],
      ['app-disconnectEventFromSubscription', { eventId: event.eventId }, 'not_event_organiser'],
      ['app-cancelSubscription', { subscriptionId }, 'not_billing_owner'],
      ['app-undoCancelSubscription', { subscriptionId }, 'not_billing_owner'],
      ['app-fetchSubscriptionInvoices', { customerId, subscriptionId }, 'not_billing_owner'],
      [
        'app-updateSubscriptionPaymentMethod',
        { paymentMethodId, subscriptionId },
        'not_billing_owner',
      ],
      ['app-refreshSubscription', { billingAccountId, subscriptionId }, 'not_billing_owner'],
    ];
    for (const [name, payload, reason] of refused) {
      await expectCallError(stranger.call(name, payload), 'permission-denied', { reason });
    }
    // Every billing callable but the one that creates one's own account is in the list.
    expect(refused.map(([name]) => name).sort()).toEqual(
      CALLABLES.filter((n) => n !== 'app-createUserStripeCustomerAndStoreIt').sort(),
    );
    await webhooksIdle();
    expect(
      JSON.stringify((await subscriptionDoc(billingAccountId, subscriptionId).get()).data()),
    ).toBe(before);
    expect(
      (await adminDb.doc(`events/${event.eventId}`).get()).get('connectedSubscription'),
    ).toMatchObject({
      subscriptionId,
    });
  });
});

describe('stripeWebhook', () => {
  it('refuses a wrong signature and writes nothing; a right one updates the subscription', async () => {
    const { billingAccountId, subscriptionId, customerId } = await subscribedAccount(owner);
    await webhooksIdle();
    const stored = subscriptionDoc(billingAccountId, subscriptionId);
    await stored.delete();
    const body = JSON.stringify({
      id: 'evt_test_signature',
      object: 'event',
      type: 'customer.subscription.updated',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: subscriptionId, object: 'subscription', customer: customerId } },
    });

    expect(await postWebhook(body, signatureFor(body, 'whsec_not_the_secret'))).toBe(400);
    expect(await postWebhook(body, 'garbage')).toBe(400);
    expect(await postWebhook(`${body} `, signatureFor(body))).toBe(400);
    expect((await stored.get()).exists).toBe(false);

    expect(await postWebhook(body, signatureFor(body))).toBe(200);
    expect((await stored.get()).data()).toMatchObject({
      id: subscriptionId,
      status: 'active',
      customer: customerId,
      priceLabel: 'Regular',
    });
  });
});
