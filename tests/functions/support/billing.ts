// Billing fixtures for the functions tests: accounts, cards and subscriptions made through the
// billing callables themselves, against the Stripe fake (scripts/stripe-fake/server.mjs, which
// scripts/emulated.mjs starts beside the emulators). The fake's port and secrets are the ones
// the functions read from functions/.env.demo-menagerie.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { adminDb, warmUp, type Client } from './emulators';

/** The billing callables' deployed names (functions/src/billing). */
export const BILLING_CALLABLES = [
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

/** Starts the billing callables' emulator workers (calls refused as malformed). */
export function warmUpBilling(client: Client) {
  return warmUp(
    client,
    Object.fromEntries(BILLING_CALLABLES.map((name) => [name, 'not-an-object'])),
  );
}

export const accountDoc = (id: string) => adminDb.doc(`billingAccounts/${id}`);
export const subscriptionDoc = (accountId: string, id: string) =>
  accountDoc(accountId).collection('subscriptions').doc(id);

function demoEnv(key: string): string {
  const envFile = new URL('../../../functions/.env.demo-menagerie', import.meta.url);
  const match = new RegExp(`^${key}=(.*)$`, 'm').exec(readFileSync(envFile, 'utf8'));
  if (!match?.[1]) throw new Error(`functions/.env.demo-menagerie has no ${key}.`);
  return match[1].trim();
}

const STRIPE_FAKE_URL = `http://127.0.0.1:${demoEnv('STRIPE_API_PORT')}`;
const WEBHOOK_URL = demoEnv('STRIPE_WEBHOOK_URL');
const WEBHOOK_SECRET = demoEnv('STRIPE_WEBHOOK_SECRET');

/** Detaches a card behind the product's back, as Stripe's dashboard could; the HTTP status. */
export async function detachInStripe(paymentMethodId: string): Promise<number> {
  const response = await fetch(`${STRIPE_FAKE_URL}/v1/payment_methods/${paymentMethodId}/detach`, {
    method: 'POST',
    headers: { authorization: `Bearer ${demoEnv('STRIPE_SECRET_KEY')}` },
  });
  return response.status;
}

/** A POST to one of the fake's /test/ endpoints; throws with the fake's answer on failure. */
export async function fakeTest<T = unknown>(path: string, body: unknown = {}): Promise<T> {
  const response = await fetch(`${STRIPE_FAKE_URL}/test/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as T;
  if (!response.ok) throw Object.assign(new Error(JSON.stringify(answer)), { answer });
  return answer;
}

/** What Stripe.js would do with the card form: confirms the SetupIntent with a test card. */
export function confirmCard(setupIntentId: string, number = '4242424242424242', name = 'Ann') {
  return fakeTest<{ payment_method: string; status: string }>(
    `setup_intents/${setupIntentId}/confirm`,
    { card: { number, exp_month: 12, exp_year: 2031 }, name },
  );
}

/** Resolves once every webhook event the fake queued so far was delivered. */
export const webhooksIdle = () => fakeTest('webhooks/idle');

export async function setSubscriptionsEnabled(enabled: boolean): Promise<void> {
  await adminDb.doc('settings/global').set({ subscriptionsEnabled: enabled }, { merge: true });
}

/** `Stripe-Signature` for a body, as Stripe computes it (HMAC-SHA256 of `${t}.${body}`). */
export function signatureFor(body: string, secret = WEBHOOK_SECRET): string {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

export async function postWebhook(body: string, signature: string): Promise<number> {
  const response = await fetch(WEBHOOK_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body,
  });
  return response.status;
}

export interface BillingFixture {
  billingAccountId: string;
  customerId: string;
}

export async function createAccount(
  owner: Client,
  accountName = 'Fixture',
): Promise<BillingFixture> {
  const { billingAccountId } = await owner.call<{ billingAccountId: string }>(
    'app-createUserStripeCustomerAndStoreIt',
    { accountName },
  );
  const account = await adminDb.doc(`billingAccounts/${billingAccountId}`).get();
  return { billingAccountId, customerId: account.get('stripeCustomerId') as string };
}

/** A card added as the card form adds it: a SetupIntent, confirmed. */
export async function addCard(owner: Client, customerId: string, number?: string) {
  const intent = await owner.call<{ setupIntentId: string }>('app-createCustomerSetupIntent', {
    customerId,
  });
  const confirmed = await confirmCard(intent.setupIntentId, number);
  return confirmed.payment_method;
}

/** An account with a default card and an active subscription (subscriptions switched on). */
export async function subscribedAccount(owner: Client, priceId = 'price_creator_regular') {
  const account = await createAccount(owner);
  const paymentMethodId = await addCard(owner, account.customerId);
  await owner.call('app-setCustomerDefaultPaymentMethod', {
    customerId: account.customerId,
    paymentMethodId,
  });
  await setSubscriptionsEnabled(true);
  try {
    const { subscriptionId } = await owner.call<{ subscriptionId: string }>(
      'app-createStripeSubscription',
      {
        customerId: account.customerId,
        priceId,
        billingAccountId: account.billingAccountId,
        planCategory: priceId.startsWith('price_company') ? 'company' : 'creator',
        paymentMethodId,
      },
    );
    return { ...account, paymentMethodId, subscriptionId };
  } finally {
    await setSubscriptionsEnabled(false);
  }
}
