import { HttpsError } from 'firebase-functions/v2/https';
import type Stripe from 'stripe';
import { BILLING_REASONS } from '../../../src/domain/billing/billing';
import type { Caller } from '../shared/callable';
import { requireOwnedSubscription } from './accounts';
import { mirrorSubscription } from './mirror';
import { requireStripe } from './stripeConfig';
import { stripeCall } from './stripeErrors';

/**
 * Changes an owned subscription in Stripe and mirrors the answer (cancel, undo, card), after
 * `check` has looked at Stripe's current state (it throws the refusal).
 */
export async function updateOwnedSubscription(
  caller: Caller,
  subscriptionId: string,
  params: Stripe.SubscriptionUpdateParams,
  check: (subscription: Stripe.Subscription) => void | Promise<void> = () => {},
): Promise<void> {
  const owned = await requireOwnedSubscription(caller, subscriptionId);
  await check(owned.subscription);
  const stripe = await requireStripe();
  const updated = await stripeCall(() => stripe.subscriptions.update(subscriptionId, params));
  await mirrorSubscription(owned.ref, updated);
}

/** Cancelling, and undoing it, only make sense for an active subscription. */
export function requireActive(subscription: Stripe.Subscription): void {
  if (subscription.status === 'active') return;
  throw new HttpsError('failed-precondition', 'This subscription is not active.', {
    reason: BILLING_REASONS.notActive,
  });
}
