/**
 * Billing (issue 22): the reference's plans and prices, how subscriptions are grouped, how
 * invoices are shown, and when a card may be deleted. Shared by the billing pages, the billing
 * callables (functions/src/billing) and their tests; the payload schemas are in billingSchemas.ts.
 */

export const PLAN_CATEGORIES = ['creator', 'eventOrganizer', 'company'] as const;
export type PlanCategory = (typeof PLAN_CATEGORIES)[number];

type PriceLabel = 'Regular' | '50-user' | '100-user' | '150-user';

export interface BillingPlan {
  planCategory: PlanCategory;
  title: string;
  /** The price line, as the reference's plan cards show it. */
  price: string;
  /** The plan's other lines (audio hours, users). */
  details: string[];
}

/** The reference's plan cards in English; the pages show the catalogs' words (billing.plan.*). */
export const BILLING_PLANS: readonly BillingPlan[] = [
  {
    planCategory: 'creator',
    title: 'Creator/Community',
    price: '$20/month',
    details: ['50 user-hours of audio', '$0.50 per extra user-hour', 'Unlimited users'],
  },
  {
    planCategory: 'eventOrganizer',
    title: 'Event Organizers',
    price: '$1/user/hour',
    details: ['Capped at $5/user per day'],
  },
  {
    planCategory: 'company',
    title: 'Companies (over 50 employees)',
    price: '$10/user/month',
    details: ['10 hours per user', '$0.50 per extra hour'],
  },
];

export interface BillingPrice {
  /** Stripe's price id (the Stripe fake accepts these; a real deployment maps them later). */
  priceId: string;
  planCategory: PlanCategory;
  label: PriceLabel;
}

export const BILLING_PRICES: readonly BillingPrice[] = [
  { priceId: 'price_creator_regular', planCategory: 'creator', label: 'Regular' },
  { priceId: 'price_event_organizer_regular', planCategory: 'eventOrganizer', label: 'Regular' },
  { priceId: 'price_company_50_user', planCategory: 'company', label: '50-user' },
  { priceId: 'price_company_100_user', planCategory: 'company', label: '100-user' },
  { priceId: 'price_company_150_user', planCategory: 'company', label: '150-user' },
];

export const PRICE_IDS = BILLING_PRICES.map((price) => price.priceId) as [string, ...string[]];

export function pricesOf(planCategory: PlanCategory): BillingPrice[] {
  return BILLING_PRICES.filter((price) => price.planCategory === planCategory);
}

export function priceById(priceId: string): BillingPrice | null {
  return BILLING_PRICES.find((price) => price.priceId === priceId) ?? null;
}

/** How many people a price lets talk at once: 'Regular' is unlimited, 'N-user' is N. */
export function priceCapacity(label: string): number {
  const match = /^(\d+)-user$/.exec(label);
  return match ? Number(match[1]) : Number.POSITIVE_INFINITY;
}

export type SubscriptionBucket = 'active' | 'pending' | 'cancelled';

/** The account page's lists: Stripe's 'active' and 'canceled'; anything else is pending. */
export function subscriptionBucket(status: string): SubscriptionBucket {
  if (status === 'active') return 'active';
  if (status === 'canceled') return 'cancelled';
  return 'pending';
}

/** An invoice's period end (Stripe's seconds) as the reference shows it: YYYY-MM-DD (UTC). */
export function formatInvoiceDate(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A total in cents as US dollars: 2000 → '$20.00'. */
export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}

export const CARD_DELETION_TEXTS = {
  unable: 'Unable to delete the card.',
  inUse: 'Please remove this card from the following subscriptions:',
  lastCard:
    'You have active subscriptions, so you need to add another card before you can delete this one.',
} as const;

/** A subscription as the card-deletion rule sees it (Stripe's status and default card). */
export interface SubscriptionCardUse {
  billingAccountId: string;
  subscriptionId: string;
  status: string;
  default_payment_method: string | null;
}

export interface SubscriptionRef {
  billingAccountId: string;
  subscriptionId: string;
}

export type CardDeletionBlock =
  { reason: 'card_in_use'; subscriptions: SubscriptionRef[] } | { reason: 'last_card' };

/**
 * Whether the card may be deleted (null) or why not, by the reference's rule: blocked while an
 * active subscription uses it as its default (those are listed), or while the account has at most
 * one card and any active subscription. Subscriptions that are not active are ignored, so callers
 * may pass all of them.
 */
export function cardDeletionBlock(
  cardId: string,
  cards: readonly { id: string }[],
  activeSubscriptions: readonly SubscriptionCardUse[],
): CardDeletionBlock | null {
  const active = activeSubscriptions.filter((s) => s.status === 'active');
  const using = active.filter((s) => s.default_payment_method === cardId);
  if (using.length > 0) {
    return {
      reason: 'card_in_use',
      subscriptions: using.map(({ billingAccountId, subscriptionId }) => ({
        billingAccountId,
        subscriptionId,
      })),
    };
  }
  if (active.length > 0 && cards.length <= 1) return { reason: 'last_card' };
  return null;
}

// Documents as Firestore holds them (written by the billing functions and the webhook only).

export interface BillingAccountDoc {
  accountName: string;
  stripeCustomerId: string;
  owners: string[];
  defaultPaymentMethod?: string | null;
}

export interface PaymentMethodDoc {
  id: string;
  billing_details: { name: string | null };
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
}

export interface ConnectedEvent {
  name: string;
  slug: string;
}

export interface SubscriptionDoc {
  id: string;
  status: string;
  cancel_at_period_end: boolean;
  current_period_start: number;
  current_period_end: number;
  customer: string;
  default_payment_method: string | null;
  priceId: string;
  planCategory: PlanCategory | null;
  priceLabel: PriceLabel | null;
  connectedEvents: Record<string, ConnectedEvent>;
  audioUsage?: { totalMinutes?: number };
}

export interface InvoiceDoc {
  id: string;
  subscription: string | null;
  period_end: number;
  total: number;
  status: string | null;
}

/** events/{e}.connectedSubscription */
export interface ConnectedSubscription {
  billingAccountId: string;
  subscriptionId: string;
  currentPeriodStart: number;
}

/** 'Connected' to this subscription or 'Connected to other subscription' (the subscription page). */
/** Refusal reasons of the billing callables (HttpsError details.reason). */
export const BILLING_REASONS = {
  notConfigured: 'billing_not_configured',
  notOwner: 'not_billing_owner',
  subscriptionsDisabled: 'subscriptions_disabled',
  cardInUse: 'card_in_use',
  lastCard: 'last_card',
  notEventOrganiser: 'not_event_organiser',
  notFound: 'billing_not_found',
  notActive: 'subscription_not_active',
  priceNotConfigured: 'price_not_configured',
} as const;
