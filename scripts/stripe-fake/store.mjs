// The fake's Stripe objects, in memory, shaped like the API version the SDK pins (subscription
// periods on the items, an invoice's subscription under parent.subscription_details). Every
// state change queues the webhook event Stripe would send.
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
const now = () => Math.floor(Date.now() / 1000);
const MONTH = 30 * 24 * 60 * 60;

/** The prices of src/domain/billing.ts (cents per month). */
export const PRICES = {
  price_creator_regular: 2000,
  price_event_organizer_regular: 0,
  price_company_50_user: 50_000,
  price_company_100_user: 100_000,
  price_company_150_user: 150_000,
};

/** Stripe's test cards: 4000000000000002 is declined, the others pass. */
const DECLINED = '4000000000000002';
const BRANDS = [
  [/^4/, 'visa'],
  [/^5[1-5]/, 'mastercard'],
  [/^3[47]/, 'amex'],
];

const missing = (kind, id, param) =>
  new FakeStripeError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, {
    code: 'resource_missing',
    param,
  });

export function createStore(webhooks) {
  let state;
  const reset = () => {
    state = { customers: new Map(), setupIntents: new Map(), paymentMethods: new Map() };
    state.subscriptions = new Map();
    state.invoices = new Map();
  };
  reset();

  const get = (map, kind, id, param = 'id') => {
    const found = map.get(id);
    if (!found) throw missing(kind, id, param);
    return found;
  };
  const customer = (id, param = 'customer') => get(state.customers, 'customer', id, param);

  function createInvoice(subscription, total) {
    const created = now();
    const invoice = {
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
    state.invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
    webhooks.send('invoice.created', invoice);
    webhooks.send('invoice.paid', invoice);
    return invoice;
  }

  function attach(pm, customerId) {
    const previous = pm.customer;
    pm.customer = customerId;
    webhooks.send('payment_method.attached', pm, { customer: previous });
  }

  return {
    reset,
    createCustomer({ name, email, metadata = {} }) {
      const created = {
        id: newId('cus'),
        object: 'customer',
        name: name ?? null,
        email: email ?? null,
        metadata,
        created: now(),
        invoice_settings: { default_payment_method: null },
      };
      state.customers.set(created.id, created);
      webhooks.send('customer.created', created);
      return created;
    },
    customer: (id) => customer(id, 'id'),
    updateCustomer(id, params) {
      const found = customer(id, 'id');
      const pmId = params.invoice_settings?.default_payment_method;
      if (pmId !== undefined) {
        const pm = get(state.paymentMethods, 'PaymentMethod', pmId, 'default_payment_method');
        if (pm.customer !== id) {
          throw new FakeStripeError(
            400,
            'invalid_request_error',
            `The customer does not have a payment method with the ID ${pmId}.`,
            { param: 'invoice_settings[default_payment_method]' },
          );
        }
        const previous = { ...found.invoice_settings };
        found.invoice_settings.default_payment_method = pmId;
        webhooks.send('customer.updated', found, { invoice_settings: previous });
      }
      return found;
    },
    createSetupIntent({ customer: customerId }) {
      if (customerId) customer(customerId);
      const id = newId('seti');
      const intent = {
        id,
        object: 'setup_intent',
        client_secret: `${id}_secret_${newId('x').slice(2)}`,
        customer: customerId ?? null,
        payment_method: null,
        allowed_payment_method_types: ['card'],
        status: 'requires_payment_method',
        usage: 'off_session',
        created: now(),
      };
      state.setupIntents.set(id, intent);
      return intent;
    },
    setupIntent: (id) => get(state.setupIntents, 'setupintent', id),
    /** Test endpoint: what Stripe.js's confirmCardSetup does with a card. */
    confirmSetupIntent(idOrSecret, { card = {}, name = null }) {
      const intent = get(state.setupIntents, 'setupintent', idOrSecret.split('_secret_')[0]);
      const number = String(card.number ?? '').replace(/\s/g, '');
      if (number === DECLINED || !/^\d{12,19}$/.test(number)) {
        const declined = number === DECLINED;
        intent.last_setup_error = { code: declined ? 'card_declined' : 'incorrect_number' };
        throw new FakeStripeError(
          402,
          'card_error',
          declined ? 'Your card was declined.' : 'Your card number is incorrect.',
          {
            code: declined ? 'card_declined' : 'incorrect_number',
            ...(declined ? { decline_code: 'generic_decline' } : {}),
          },
        );
      }
      const pm = {
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
      state.paymentMethods.set(pm.id, pm);
      if (intent.customer) attach(pm, intent.customer);
      intent.payment_method = pm.id;
      intent.status = 'succeeded';
      webhooks.send('setup_intent.succeeded', intent);
      return intent;
    },
    paymentMethod: (id) => get(state.paymentMethods, 'PaymentMethod', id),
    listPaymentMethods({ customer: customerId }) {
      customer(customerId);
      return [...state.paymentMethods.values()].filter((pm) => pm.customer === customerId);
    },
    attachPaymentMethod(id, { customer: customerId }) {
      const pm = get(state.paymentMethods, 'PaymentMethod', id);
      customer(customerId);
      attach(pm, customerId);
      return pm;
    },
    detachPaymentMethod(id) {
      const pm = get(state.paymentMethods, 'PaymentMethod', id);
      if (!pm.customer) {
        throw new FakeStripeError(
          400,
          'invalid_request_error',
          `The payment method you provided is not attached to a customer so detachment is impossible.`,
        );
      }
      const previous = pm.customer;
      const owner = state.customers.get(previous);
      if (owner?.invoice_settings.default_payment_method === id) {
        owner.invoice_settings.default_payment_method = null;
      }
      pm.customer = null;
      webhooks.send('payment_method.detached', pm, { customer: previous });
      return pm;
    },
    createSubscription(params) {
      const owner = customer(params.customer);
      const priceId = params.items?.[0]?.price;
      if (!(priceId in PRICES)) throw missing('price', priceId, 'items[0][price]');
      const pmId = params.default_payment_method ?? owner.invoice_settings.default_payment_method;
      if (pmId) {
        const pm = get(state.paymentMethods, 'PaymentMethod', pmId, 'default_payment_method');
        if (pm.customer !== owner.id)
          throw missing('PaymentMethod', pmId, 'default_payment_method');
      }
      const start = now();
      const subscription = {
        id: newId('sub'),
        object: 'subscription',
        customer: owner.id,
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
              price: {
                id: priceId,
                object: 'price',
                currency: 'usd',
                unit_amount: PRICES[priceId],
                recurring: { interval: 'month' },
              },
            },
          ],
        },
      };
      state.subscriptions.set(subscription.id, subscription);
      webhooks.send('customer.subscription.created', subscription);
      if (pmId) createInvoice(subscription, PRICES[priceId]);
      return subscription;
    },
    subscription: (id) => get(state.subscriptions, 'subscription', id),
    updateSubscription(id, params) {
      const subscription = get(state.subscriptions, 'subscription', id);
      const previous = {};
      if (params.cancel_at_period_end !== undefined) {
        if (subscription.status === 'canceled') {
          throw new FakeStripeError(
            400,
            'invalid_request_error',
            'A canceled subscription can only update its cancellation_details and metadata.',
          );
        }
        previous.cancel_at_period_end = subscription.cancel_at_period_end;
        subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
        subscription.cancel_at = subscription.cancel_at_period_end
          ? subscription.items.data[0].current_period_end
          : null;
      }
      if (params.default_payment_method !== undefined) {
        const pm = get(
          state.paymentMethods,
          'PaymentMethod',
          params.default_payment_method,
          'default_payment_method',
        );
        if (pm.customer !== subscription.customer)
          throw missing('PaymentMethod', pm.id, 'default_payment_method');
        previous.default_payment_method = subscription.default_payment_method;
        subscription.default_payment_method = pm.id;
      }
      webhooks.send('customer.subscription.updated', subscription, previous);
      return subscription;
    },
    listSubscriptions({ customer: customerId, status }) {
      return [...state.subscriptions.values()].filter(
        (s) =>
          (!customerId || s.customer === customerId) &&
          (status === 'all' || s.status !== 'canceled'),
      );
    },
    /** Test endpoint: a new period starts (a renewal with its invoice), or the period ends. */
    advanceSubscription(id, { end = false } = {}) {
      const subscription = get(state.subscriptions, 'subscription', id);
      const item = subscription.items.data[0];
      if (end || subscription.cancel_at_period_end) {
        subscription.status = 'canceled';
        subscription.ended_at = now();
        subscription.canceled_at = now();
        webhooks.send('customer.subscription.deleted', subscription);
        return subscription;
      }
      item.current_period_start = item.current_period_end;
      item.current_period_end += MONTH;
      createInvoice(subscription, item.price.unit_amount);
      webhooks.send('customer.subscription.updated', subscription, {});
      return subscription;
    },
    invoice: (id) => get(state.invoices, 'invoice', id),
    listInvoices({ customer: customerId, subscription }) {
      return [...state.invoices.values()].filter(
        (i) =>
          (!customerId || i.customer === customerId) &&
          (!subscription || i.parent.subscription_details.subscription === subscription),
      );
    },
  };
}
