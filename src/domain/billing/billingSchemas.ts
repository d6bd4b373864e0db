import { z } from 'zod';
import {
  PLAN_CATEGORIES,
  PRICE_IDS,
  priceById,
  type InvoiceDoc,
  type PaymentMethodDoc,
  type SubscriptionDoc,
  type SubscriptionRef,
} from './billing';
import { documentIdField } from '../documentIds';

/**
 * Payload schemas of the billing callables (functions/src/billing), shared by the SPA's wrappers
 * (src/data/billing.ts). Strict objects like every callable's (callables.ts). Stripe ids are
 * checked by their prefix and kept to characters that make one Firestore path segment, because
 * subscriptions and payment methods are stored under their Stripe id.
 */
const stripeId = (prefix: string) =>
  z.string().regex(new RegExp(`^${prefix}_[A-Za-z0-9]{1,200}$`), `Not a valid ${prefix}_ id.`);

const customerId = stripeId('cus');
const paymentMethodId = stripeId('pm');
const subscriptionId = stripeId('sub');
const billingAccountId = documentIdField();
const eventId = documentIdField();

/** billingAccounts/{a}.accountName: optional, at most 64 characters. */
export const ACCOUNT_NAME_MAX = 64;
const ACCOUNT_NAME_TOO_LONG = 'The account name is at most 64 characters.';

export const createUserStripeCustomerAndStoreItSchema = z.strictObject({
  accountName: z
    .string()
    .trim()
    .max(ACCOUNT_NAME_MAX, ACCOUNT_NAME_TOO_LONG)
    .nullish()
    .transform((v) => v ?? ''),
});
export interface CreateBillingAccountResult {
  billingAccountId: string;
}

export const customerSchema = z.strictObject({ customerId });

export interface SetupIntentResult {
  client_secret: string;
  setupIntentId: string;
}

export const customerPaymentMethodSchema = z.strictObject({ customerId, paymentMethodId });

export const paymentMethodSchema = z.strictObject({ paymentMethodId });

export const createStripeSubscriptionSchema = z
  .strictObject({
    customerId,
    priceId: z.enum(PRICE_IDS),
    billingAccountId,
    planCategory: z.enum(PLAN_CATEGORIES),
    paymentMethodId,
  })
  .refine((p) => priceById(p.priceId)?.planCategory === p.planCategory, {
    message: 'The price is not one of the plan’s.',
    path: ['priceId'],
  });
export interface CreateStripeSubscriptionResult {
  subscriptionId: string;
}

export const eventSubscriptionSchema = z.strictObject({
  eventId,
  subscriptionId,
  billingAccountId,
});

export const disconnectEventSchema = z.strictObject({ eventId });

export const subscriptionSchema = z.strictObject({ subscriptionId });

export const subscriptionInvoicesSchema = z.strictObject({ customerId, subscriptionId });

export const subscriptionPaymentMethodSchema = z.strictObject({ paymentMethodId, subscriptionId });

export const accountSubscriptionSchema = z.strictObject({ billingAccountId, subscriptionId });

/** The answers that carry data (the others answer { ok: true }). */
export interface PaymentMethodsResult {
  paymentMethods: { data: PaymentMethodDoc[] };
  /** The account's default card (Stripe's invoice_settings.default_payment_method). */
  defaultPaymentMethod: string | null;
}
/** A subscription as Stripe holds it (the stored document adds connectedEvents, audioUsage). */
export type SubscriptionSummary = Omit<SubscriptionDoc, 'connectedEvents' | 'audioUsage'>;
export interface SubscriptionsResult {
  subscriptions: SubscriptionSummary[];
}
export interface InvoicesResult {
  invoices: InvoiceDoc[];
}
export interface OkResult {
  ok: true;
}
/** detachPaymentMethod's refusal details (failed-precondition). */
export interface CardRefusalDetails {
  reason: 'card_in_use' | 'last_card';
  subscriptions?: SubscriptionRef[];
}
