import {
  watchBillingAccount,
  watchOwnedBillingAccounts,
  watchPaymentMethods,
  watchSubscription,
  watchSubscriptions,
  watchSubscriptionUsage,
  type WithId,
} from '../../data/billing';
import type {
  BillingAccountDoc,
  PaymentMethodDoc,
  SubscriptionDoc,
} from '../../domain/billing/billing';
import { useLive, type Live } from '../../ui/useLive';

export type BillingAccount = WithId<BillingAccountDoc>;
export type Subscription = WithId<SubscriptionDoc>;
export type PaymentMethod = WithId<PaymentMethodDoc>;

/** The signed-in user's billing accounts (those they own), live. */
export function useBillingAccounts(uid: string): Live<BillingAccount[]> {
  return useLive<BillingAccount[]>(
    (next, fail) => watchOwnedBillingAccounts(uid, next, fail),
    [uid],
  );
}

/** One billing account (null when it does not exist), live. */
export function useBillingAccount(accountId: string): Live<BillingAccount | null> {
  return useLive<BillingAccount | null>(
    (next, fail) => watchBillingAccount(accountId, next, fail),
    [accountId],
  );
}

export function useSubscriptions(accountId: string): Live<Subscription[]> {
  return useLive<Subscription[]>(
    (next, fail) => watchSubscriptions(accountId, next, fail),
    [accountId],
  );
}

export function useSubscription(accountId: string, subscriptionId: string) {
  return useLive<Subscription | null>(
    (next, fail) => watchSubscription(accountId, subscriptionId, next, fail),
    [accountId, subscriptionId],
  );
}

export function usePaymentMethods(accountId: string): Live<PaymentMethod[]> {
  return useLive<PaymentMethod[]>(
    (next, fail) => watchPaymentMethods(accountId, next, fail),
    [accountId],
  );
}

/** usage/{periodStart}.totalUsage of the subscription's current period (minutes; 0 before any). */
export function useSubscriptionUsage(
  accountId: string,
  subscriptionId: string,
  periodStart: number,
): Live<number> {
  return useLive<number>(
    (next, fail) =>
      watchSubscriptionUsage(
        accountId,
        subscriptionId,
        (periods) => next(periods.find((p) => p.id === String(periodStart))?.totalUsage ?? 0),
        fail,
      ),
    [accountId, subscriptionId, periodStart],
  );
}
