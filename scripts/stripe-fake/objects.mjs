// Stripe-shaped objects and errors of the fake, as the API version the SDK pins has them
// (subscription periods on the items, an invoice's subscription under
// parent.subscription_details).
import { randomBytes } from 'node:crypto';

export class FakeStripeError extends Error {
  constructor(status, type, message, extra = {}) {
    super(message);
    this.status = status;
    this.body = { error: { type, message, ...extra } };
  }
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const newId = (prefix) =>
  `${prefix}_${Array.from(randomBytes(14), (b) => ALPHANUMERIC[b % 62]).join('')}`;
export const now = () => Math.floor(Date.now() / 1000);
export const MONTH = 30 * 24 * 60 * 60;

/**
 * The prices of src/domain/billing/billing.ts by lookup key (cents per month). A Stripe account holds
 * them as prices with these lookup keys; their ids are Stripe's own, so the fake gives them ids
 * of its own too, and the functions find them by lookup key as they do against Stripe.
 */
export const PRICES = {
  price_creator_regular: 2000,
  price_event_organizer_regular: 0,
  price_company_50_user: 50_000,
  price_company_100_user: 100_000,
  price_company_150_user: 150_000,
};

const priceIdOf = (lookupKey) => `price_fake_${lookupKey}`;

/** The lookup key of the fake's price `priceId`, or undefined. */
export const lookupKeyOf = (priceId) =>
  Object.keys(PRICES).find((key) => priceIdOf(key) === priceId);

/** The fake's price object for a lookup key. */
export function priceObject(lookupKey) {
  return {
    id: priceIdOf(lookupKey),
    object: 'price',
    active: true,
    lookup_key: lookupKey,
    currency: 'usd',
    unit_amount: PRICES[lookupKey],
    recurring: { interval: 'month' },
  };
}

/** Stripe's test cards: 4000000000000002 is declined, the others pass. */
const DECLINED = '4000000000000002';
const BRANDS = [
  [/^4/, 'visa'],
  [/^5[1-5]/, 'mastercard'],
  [/^3[47]/, 'amex'],
];

export const missing = (kind, id, param) =>
  new FakeStripeError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, {
    code: 'resource_missing',
    param,
  });

/** Stripe's refusal of a test card number (null when the card passes). */
export function cardRefusal(number) {
  if (number !== DECLINED && /^\d{12,19}$/.test(number)) return null;
  const declined = number === DECLINED;
  return new FakeStripeError(
    402,
    'card_error',
    declined ? 'Your card was declined.' : 'Your card number is incorrect.',
    {
      code: declined ? 'card_declined' : 'incorrect_number',
      ...(declined ? { decline_code: 'generic_decline' } : {}),
    },
  );
}

/** The PaymentMethod Stripe.js would create from the card form. */
export function cardPaymentMethod(number, card, name) {
  return {
    id: newId('pm'),
    object: 'payment_method',
    type: 'card',
    customer: null,
    created: now(),
    livemode: false,
    billing_details: { name, email: null, phone: null, address: { postal_code: null } },
    card: {
      brand: BRANDS.find(([pattern]) => pattern.test(number))?.[1] ?? 'unknown',
      last4: number.slice(-4),
      exp_month: Number(card.exp_month ?? 12),
      exp_year: Number(card.exp_year ?? new Date().getUTCFullYear() + 3),
      funding: 'credit',
      country: 'US',
    },
  };
}

/** A new subscription to one price; active when a card pays for it. */
export function newSubscription(customerId, lookupKey, params, pmId) {
  const start = now();
  return {
    id: newId('sub'),
    object: 'subscription',
    customer: customerId,
    status: pmId ? 'active' : 'incomplete',
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    default_payment_method: params.default_payment_method ?? null,
    metadata: params.metadata ?? {},
    created: start,
    start_date: start,
    latest_invoice: null,
    items: {
      object: 'list',
      data: [
        {
          id: newId('si'),
          object: 'subscription_item',
          quantity: 1,
          current_period_start: start,
          current_period_end: start + MONTH,
          price: priceObject(lookupKey),
        },
      ],
    },
  };
}

/** A paid invoice for the subscription's current period. */
export function newInvoice(subscription, total) {
  const created = now();
  return {
    id: newId('in'),
    object: 'invoice',
    customer: subscription.customer,
    status: 'paid',
    total,
    amount_paid: total,
    currency: 'usd',
    created,
    period_start: created,
    period_end: created,
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: subscription.id, metadata: {} },
    },
  };
}
