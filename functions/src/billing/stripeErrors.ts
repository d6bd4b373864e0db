import { HttpsError } from 'firebase-functions/v2/https';
import type Stripe from 'stripe';
import { BILLING_REASONS } from '../../../src/domain/billing/billing';

/**
 * Runs a Stripe call, turning the provider's answers that are the caller's doing into refusals
 * people can read: a declined card or a bad request keeps Stripe's own message (the UI shows it
 * in an alert), a missing object is not-found, an unreachable provider is unavailable. Anything
 * else stays an unexpected error (reported by the callable wrapper).
 */
export async function stripeCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    // The SDK's error classes: loaded already, by the client that made the call.
    const { default: StripeSdk } = await import('stripe');
    throw refusalOf(StripeSdk.errors, error) ?? error;
  }
}

function refusalOf(errors: typeof Stripe.errors, error: unknown): HttpsError | null {
  if (!(error instanceof errors.StripeError)) return null;
  if (error instanceof errors.StripeCardError) {
    return new HttpsError('failed-precondition', error.message, {
      reason: 'card_error',
      code: error.code ?? null,
    });
  }
  if (error instanceof errors.StripeConnectionError) {
    return new HttpsError('unavailable', 'Could not reach the payment provider. Please try again.');
  }
  if (error instanceof errors.StripeInvalidRequestError) {
    if (error.statusCode === 404) return billingNotFound(error.message);
    return new HttpsError('failed-precondition', error.message, { reason: 'stripe_refused' });
  }
  return null;
}

export function billingNotFound(message = 'Not found.'): HttpsError {
  return new HttpsError('not-found', message, { reason: BILLING_REASONS.notFound });
}

/** An expandable Stripe field (an id or the object) as its id. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}
