import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import {
  priceById,
  type InvoiceDoc,
  type PaymentMethodDoc,
  type SubscriptionDoc,
} from '../../../src/domain/billing/billing';
import type { SubscriptionSummary } from '../../../src/domain/billing/billingSchemas';
import { db } from '../shared/admin';
import { idOf } from './stripeErrors';
import { markUsagePending } from '../audio/conferenceStore';

// Stripe's state, copied into billingAccounts/{a} for the billing pages' live reads. Written by
// the callables after each change and by the webhook; never by clients (firestore.rules).

/** A subscription's fields as stored (connectedEvents and audioUsage are ours, kept apart). */
function subscriptionFields(subscription: Stripe.Subscription): SubscriptionSummary {
  // Since API version 2025-03-31 the billing period lives on the items.
  const item = subscription.items.data[0];
  // Our price ids are the Stripe prices' lookup keys (billing/prices.ts).
  const priceId = item?.price.lookup_key ?? item?.price.id ?? '';
  const price = priceById(priceId);
  return {
    id: subscription.id,
    status: subscription.status,
    cancel_at_period_end: subscription.cancel_at_period_end,
    current_period_start: item?.current_period_start ?? 0,
    current_period_end: item?.current_period_end ?? 0,
    customer: idOf(subscription.customer) ?? '',
    default_payment_method: idOf(subscription.default_payment_method),
    priceId,
    planCategory: price?.planCategory ?? null,
    priceLabel: price?.label ?? null,
  };
}

export async function mirrorSubscription(
  account: DocumentReference,
  subscription: Stripe.Subscription,
): Promise<SubscriptionSummary> {
  const fields = subscriptionFields(subscription);
  const ref = account.collection('subscriptions').doc(subscription.id);
  const statusChangedFor = await db.runTransaction(async (tx) => {
    const existing = await tx.get(ref);
    const created: Partial<SubscriptionDoc> = existing.exists
      ? {}
      : { connectedEvents: {}, audioUsage: { totalMinutes: 0 } };
    tx.set(
      ref,
      { ...fields, ...created, updatedAt: FieldValue.serverTimestamp() },
      { merge: true },
    );
    const connected = Object.keys(existing.get('connectedEvents') ?? {});
    return existing.get('status') !== fields.status ? connected : [];
  });
  // Whether a connected event is paid for follows the status: the quota summaries recount.
  await Promise.all(statusChangedFor.map((eventId) => markUsagePending(eventId)));
  return fields;
}

function paymentMethodFields(card: Stripe.PaymentMethod): PaymentMethodDoc {
  return {
    id: card.id,
    billing_details: { name: card.billing_details.name ?? null },
    card: {
      brand: card.card?.brand ?? 'unknown',
      last4: card.card?.last4 ?? '',
      exp_month: card.card?.exp_month ?? 0,
      exp_year: card.card?.exp_year ?? 0,
    },
  };
}

export async function mirrorPaymentMethod(
  account: DocumentReference,
  card: Stripe.PaymentMethod,
): Promise<PaymentMethodDoc> {
  const fields = paymentMethodFields(card);
  await account
    .collection('paymentMethods')
    .doc(card.id)
    .set({ ...fields, updatedAt: FieldValue.serverTimestamp() });
  return fields;
}

/** A detached card goes; the account's default is cleared when it was that card. */
export async function removePaymentMethod(
  account: DocumentReference,
  paymentMethodId: string,
): Promise<void> {
  await account.collection('paymentMethods').doc(paymentMethodId).delete();
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(account);
    if (snap.get('defaultPaymentMethod') === paymentMethodId) {
      tx.update(account, { defaultPaymentMethod: null });
    }
  });
}

/** The customer's cards as Stripe lists them: new ones stored, detached ones removed. */
export async function mirrorPaymentMethods(
  account: DocumentReference,
  cards: Stripe.PaymentMethod[],
): Promise<PaymentMethodDoc[]> {
  const stored = await account.collection('paymentMethods').listDocuments();
  const listed = new Set(cards.map((card) => card.id));
  await Promise.all(stored.filter((ref) => !listed.has(ref.id)).map((ref) => ref.delete()));
  return Promise.all(cards.map((card) => mirrorPaymentMethod(account, card)));
}

export async function mirrorDefaultPaymentMethod(
  account: DocumentReference,
  customer: Stripe.Customer,
): Promise<void> {
  const defaultCard = idOf(customer.invoice_settings?.default_payment_method);
  await account.update({ defaultPaymentMethod: defaultCard });
}

function invoiceFields(invoice: Stripe.Invoice): InvoiceDoc {
  return {
    id: invoice.id ?? '',
    subscription: idOf(invoice.parent?.subscription_details?.subscription),
    period_end: invoice.period_end,
    total: invoice.total,
    status: invoice.status ?? null,
  };
}

export async function mirrorInvoices(
  account: DocumentReference,
  invoices: Stripe.Invoice[],
): Promise<InvoiceDoc[]> {
  return Promise.all(
    invoices.map(async (invoice) => {
      const fields = invoiceFields(invoice);
      await account
        .collection('invoices')
        .doc(fields.id)
        .set({ ...fields, updatedAt: FieldValue.serverTimestamp() });
      return fields;
    }),
  );
}
