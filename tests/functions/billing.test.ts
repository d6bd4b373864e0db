// Billing (functions/src/billing) through the client SDK, against the emulators and the Stripe
// fake: accounts, cards through a SetupIntent, subscribing (only while subscriptions are switched
// on), cancel and undo, invoices, and the card-deletion rules. Events, ownership and the webhook:
// billingAccess.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_DELETION_TEXTS } from '../../src/domain/billing/billing';
import type { InvoicesResult, PaymentMethodsResult } from '../../src/domain/billing/billingSchemas';
import {
  accountDoc,
  addCard,
  confirmCard,
  createAccount,
  detachInStripe,
  fakeTest,
  setSubscriptionsEnabled,
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

let owner: Client;

beforeAll(async () => {
  owner = await signedInUser();
  await warmUpBilling(owner);
}, 120_000);
afterAll(async () => {
  await setSubscriptionsEnabled(false);
  await closeClients();
});

describe('billing accounts and cards', () => {
  it('creates an account owned by the caller, listed on their user document', async () => {
    const { billingAccountId, customerId } = await createAccount(owner, 'Studio');
    expect(customerId).toMatch(/^cus_/);
    const stored = (await accountDoc(billingAccountId).get()).data();
    expect(stored).toMatchObject({ accountName: 'Studio', owners: [owner.uid] });
    const user = (await adminDb.doc(`users/${owner.uid}`).get()).data();
    expect(user?.billingAccounts).toContain(billingAccountId);
    expect(typeof user?.primaryBillingAccount).toBe('string');
    // The name is optional.
    const unnamed = await owner.call<{ billingAccountId: string }>(
      'app-createUserStripeCustomerAndStoreIt',
      {},
    );
    expect((await accountDoc(unnamed.billingAccountId).get()).get('accountName')).toBe('');
  });

  it('a confirmed SetupIntent adds the card (mirrored by the webhook); it becomes the default', async () => {
    const { billingAccountId, customerId } = await createAccount(owner);
    const paymentMethodId = await addCard(owner, customerId);
    await webhooksIdle();
    const mirrored = await accountDoc(billingAccountId)
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
    expect((await accountDoc(billingAccountId).get()).get('defaultPaymentMethod')).toBe(
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
    expect((await accountDoc(billingAccountId).collection('subscriptions').get()).empty).toBe(true);

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

    // The cancel's and the undo's webhooks first: one that read the subscription before its end
    // and wrote after the refresh would put 'active' back (seen once on a loaded machine).
    await webhooksIdle();
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
    const stored = await accountDoc(billingAccountId)
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
    expect((await accountDoc(billingAccountId).collection('paymentMethods').get()).empty).toBe(
      true,
    );
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
    const cards = await accountDoc(billingAccountId).collection('paymentMethods').get();
    expect(cards.docs.map((d) => d.id)).toEqual([other]);
    expect((await accountDoc(billingAccountId).get()).get('defaultPaymentMethod')).toBeNull();
  });

  it('refuses the last card while a subscription is active', async () => {
    const { customerId, paymentMethodId } = await subscribedAccount(owner);
    const spare = await addCard(owner, customerId);
    // The subscription's own card went behind the product's back (Stripe's dashboard).
    expect(await detachInStripe(paymentMethodId)).toBe(200);
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
