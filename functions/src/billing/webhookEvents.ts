import type Stripe from 'stripe';
import { logStripeCustomerUnknown } from '../shared/log';
import { accountOfCustomer } from './accounts';
import {
  mirrorDefaultPaymentMethod,
  mirrorInvoices,
  mirrorPaymentMethod,
  mirrorSubscription,
  removePaymentMethod,
} from './mirror';
import { idOf } from './stripeErrors';

/**
 * What a verified webhook event changes in Firestore. Each handler reads the object again from
 * the API rather than trusting the event's copy: events may arrive late or out of order, and the
 * current state is what the pages must show. Events of customers that are not ours are ignored.
 */
export async function applyStripeEvent(stripe: Stripe, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = await stripe.subscriptions.retrieve(event.data.object.id);
      const account = await accountOf(subscription.customer, event);
      if (account) await mirrorSubscription(account.ref, subscription);
      return;
    }
    case 'invoice.created':
    case 'invoice.paid':
    case 'invoice.updated':
    case 'invoice.payment_failed': {
      const invoice = await stripe.invoices.retrieve(event.data.object.id ?? '');
      const account = await accountOf(invoice.customer, event);
      if (account) await mirrorInvoices(account.ref, [invoice]);
      return;
    }
    case 'payment_method.attached':
      return mirrorCard(stripe, event.data.object.id, event);
    case 'setup_intent.succeeded': {
      const card = idOf(event.data.object.payment_method);
      if (card) await mirrorCard(stripe, card, event);
      return;
    }
    case 'payment_method.detached': {
      const previous = event.data.previous_attributes as { customer?: string | null } | undefined;
      const account = await accountOf(previous?.customer ?? null, event);
      if (!account) return;
      const card = await stripe.paymentMethods.retrieve(event.data.object.id);
      // Attached again since (the event is late): leave it.
      if (idOf(card.customer) !== previous?.customer) {
        await removePaymentMethod(account.ref, card.id);
      }
      return;
    }
    case 'customer.updated': {
      const customer = await stripe.customers.retrieve(event.data.object.id);
      const account = customer.deleted ? null : await accountOf(customer.id, event);
      if (account && !customer.deleted) await mirrorDefaultPaymentMethod(account.ref, customer);
      return;
    }
    default:
      return;
  }
}

async function mirrorCard(stripe: Stripe, cardId: string, event: Stripe.Event): Promise<void> {
  const card = await stripe.paymentMethods.retrieve(cardId);
  const account = await accountOf(card.customer, event);
  if (account) await mirrorPaymentMethod(account.ref, card);
}

async function accountOf(
  customer: string | { id: string } | null | undefined,
  event: Stripe.Event,
) {
  const customerId = idOf(customer);
  const account = customerId ? await accountOfCustomer(customerId) : null;
  if (!account) logStripeCustomerUnknown({ type: event.type, customerId });
  return account;
}
