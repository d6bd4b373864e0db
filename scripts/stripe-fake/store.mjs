// The fake's Stripe objects, in memory, shaped like the API version the SDK pins (objects.mjs).
// Every state change queues the webhook event Stripe would send.
import {
  cardPaymentMethod,
  cardRefusal,
  FakeStripeError,
  lookupKeyOf,
  missing,
  MONTH,
  newId,
  newInvoice,
  newSubscription,
  now,
  PRICES,
} from './objects.mjs';

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
    const invoice = newInvoice(subscription, total);
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
      const refusal = cardRefusal(number);
      if (refusal) {
        intent.last_setup_error = { code: refusal.body.error.code };
        throw refusal;
      }
      const pm = cardPaymentMethod(number, card, name);
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
      const lookupKey = lookupKeyOf(priceId);
      if (!lookupKey) throw missing('price', priceId, 'items[0][price]');
      const pmId = params.default_payment_method ?? owner.invoice_settings.default_payment_method;
      if (pmId) {
        const pm = get(state.paymentMethods, 'PaymentMethod', pmId, 'default_payment_method');
        if (pm.customer !== owner.id)
          throw missing('PaymentMethod', pmId, 'default_payment_method');
      }
      const subscription = newSubscription(owner.id, lookupKey, params, pmId);
      state.subscriptions.set(subscription.id, subscription);
      webhooks.send('customer.subscription.created', subscription);
      if (pmId) createInvoice(subscription, PRICES[lookupKey]);
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
