// Billing (functions/src/billing), who may do what: events connected to a subscription (both
// sides in one transaction, organisers only), every billing callable refused to a stranger, and
// the webhook's signature check. Through the client SDK, against the emulators and the Stripe fake.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BILLING_CALLABLES,
  postWebhook,
  setSubscriptionsEnabled,
  signatureFor,
  subscribedAccount,
  subscriptionDoc,
  warmUpBilling,
  webhooksIdle,
} from './support/billing';
import {
  adminDb,
  closeClients,
  expectCallError,
  signedInUser,
  type Client,
} from './support/emulators';
import { createEventFixture } from './support/fixtures';

let owner: Client;
let stranger: Client;

beforeAll(async () => {
  [owner, stranger] = await Promise.all([signedInUser(), signedInUser()]);
  await warmUpBilling(owner);
}, 120_000);
afterAll(async () => {
  await setSubscriptionsEnabled(false);
  await closeClients();
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
      BILLING_CALLABLES.filter((n) => n !== 'app-createUserStripeCustomerAndStoreIt').sort(),
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
