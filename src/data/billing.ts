import {
  collection,
  doc,
  onSnapshot,
  query,
  where,
  type DocumentData,
  type Query,
} from 'firebase/firestore';
import type {
  SubscriptionRef,
  BillingAccountDoc,
  PaymentMethodDoc,
  SubscriptionDoc,
} from '../domain/billing/billing';
import type { CardRefusalDetails } from '../domain/billing/billingSchemas';
import { LONG_CALL_TIMEOUT_MS } from '../domain/protocol/callFailures';
import { bound, type CallOutcome } from './callables';
import { db } from './firestoreDb';
import { countReads } from './readMeter';

// Callables (functions/src/billing). Each answers within its timeout or fails with a sentence
// (callables.ts `call`); a refusal carries `reason` (BILLING_REASONS in domain/billing/billing.ts).
// detachPaymentMethod's refusals ('card_in_use', 'last_card') carry the reference's texts as the
// message; cardRefusalOf reads the subscriptions a 'card_in_use' refusal lists.

/** Calls that talk to Stripe more than once (create customer + store, subscribe + mirror). */
const long = { timeoutMs: LONG_CALL_TIMEOUT_MS };

export const createUserStripeCustomerAndStoreIt = bound(
  'app-createUserStripeCustomerAndStoreIt',
  long,
);

export const createCustomerSetupIntent = bound('app-createCustomerSetupIntent');

export const setCustomerDefaultPaymentMethod = bound('app-setCustomerDefaultPaymentMethod');

export const detachPaymentMethod = bound('app-detachPaymentMethod');

/** Why detachPaymentMethod refused (null for any other outcome). */
export function cardRefusalOf(outcome: CallOutcome<unknown>): CardRefusalDetails | null {
  if (outcome.ok || (outcome.reason !== 'card_in_use' && outcome.reason !== 'last_card')) {
    return null;
  }
  const listed = (outcome.details as { subscriptions?: unknown } | undefined)?.subscriptions;
  const subscriptions = Array.isArray(listed)
    ? listed.filter(
        (s): s is SubscriptionRef =>
          typeof s?.billingAccountId === 'string' && typeof s?.subscriptionId === 'string',
      )
    : [];
  return { reason: outcome.reason, subscriptions };
}

export const createStripeSubscription = bound('app-createStripeSubscription', long);

export const addEventToSubscription = bound('app-addEventToSubscription');

export const disconnectEventFromSubscription = bound('app-disconnectEventFromSubscription');

export const cancelSubscription = bound('app-cancelSubscription');

export const undoCancelSubscription = bound('app-undoCancelSubscription');

export const fetchSubscriptionInvoices = bound('app-fetchSubscriptionInvoices');

export const updateSubscriptionPaymentMethod = bound('app-updateSubscriptionPaymentMethod');

export const refreshSubscription = bound('app-refreshSubscription');

// Live reads (firestore.rules: billing accounts and what is under them are readable by their
// owners and staff; only the billing functions write them).

export type WithId<T> = T & { id: string };
type Unsubscribe = () => void;
type OnError = (error: Error) => void;

function watchList<T>(
  meter: string,
  source: Query<DocumentData>,
  onItems: (items: WithId<T>[]) => void,
  onError: OnError,
): Unsubscribe {
  return onSnapshot(
    source,
    (snap) => {
      if (!snap.metadata.fromCache) countReads(meter, snap.docChanges().length);
      onItems(snap.docs.map((d) => ({ ...(d.data() as T), id: d.id })));
    },
    onError,
  );
}

function watchOne<T>(
  meter: string,
  path: string,
  onItem: (item: WithId<T> | null) => void,
  onError: OnError,
): Unsubscribe {
  return onSnapshot(
    doc(db, path),
    (snap) => {
      if (!snap.metadata.fromCache) countReads(meter, 1);
      onItem(snap.exists() ? { ...(snap.data() as T), id: snap.id } : null);
    },
    onError,
  );
}

const accountPath = (accountId: string) => `billingAccounts/${accountId}`;

/** The billing accounts `uid` owns (/user/billing). */
export const watchOwnedBillingAccounts = (
  uid: string,
  onAccounts: (accounts: WithId<BillingAccountDoc>[]) => void,
  onError: OnError,
) =>
  watchList<BillingAccountDoc>(
    'billingAccounts',
    query(collection(db, 'billingAccounts'), where('owners', 'array-contains', uid)),
    onAccounts,
    onError,
  );

/** One billing account; null when it does not exist. */
export const watchBillingAccount = (
  accountId: string,
  onAccount: (account: WithId<BillingAccountDoc> | null) => void,
  onError: OnError,
) => watchOne<BillingAccountDoc>('billingAccounts', accountPath(accountId), onAccount, onError);

/** Every subscription of the account (grouped by subscriptionBucket in the UI). */
export const watchSubscriptions = (
  accountId: string,
  onSubscriptions: (subscriptions: WithId<SubscriptionDoc>[]) => void,
  onError: OnError,
) =>
  watchList<SubscriptionDoc>(
    'subscriptions',
    query(collection(db, `${accountPath(accountId)}/subscriptions`)),
    onSubscriptions,
    onError,
  );

export const watchSubscription = (
  accountId: string,
  subscriptionId: string,
  onSubscription: (subscription: WithId<SubscriptionDoc> | null) => void,
  onError: OnError,
) =>
  watchOne<SubscriptionDoc>(
    'subscriptions',
    `${accountPath(accountId)}/subscriptions/${subscriptionId}`,
    onSubscription,
    onError,
  );

/** The account's cards (mirrored from Stripe); the default is the account's defaultPaymentMethod. */
export const watchPaymentMethods = (
  accountId: string,
  onCards: (cards: WithId<PaymentMethodDoc>[]) => void,
  onError: OnError,
) =>
  watchList<PaymentMethodDoc>(
    'paymentMethods',
    query(collection(db, `${accountPath(accountId)}/paymentMethods`)),
    onCards,
    onError,
  );

/** A subscription's usage per period: id = the period start in seconds. */
export interface SubscriptionUsageDoc {
  totalUsage: number;
}

export const watchSubscriptionUsage = (
  accountId: string,
  subscriptionId: string,
  onUsage: (periods: WithId<SubscriptionUsageDoc>[]) => void,
  onError: OnError,
) =>
  watchList<SubscriptionUsageDoc>(
    'subscriptionUsage',
    query(collection(db, `${accountPath(accountId)}/subscriptions/${subscriptionId}/usage`)),
    onUsage,
    onError,
  );
