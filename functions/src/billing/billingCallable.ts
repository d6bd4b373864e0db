import type Stripe from 'stripe';
import type { z } from 'zod';
import { authedCallable, type Caller } from '../shared/callable';
import { requireStripe } from './stripeConfig';

/**
 * The house callable (shared/callable.ts) for billing: before anything else, a deployment
 * without Stripe (no STRIPE_SECRET_KEY) answers failed-precondition 'billing_not_configured',
 * whatever the payload names.
 */
export function billingCallable<S extends z.ZodType, R>(
  schema: S,
  handler: (data: z.infer<S>, caller: Caller, stripe: Stripe) => Promise<R>,
) {
  return authedCallable(schema, (data, caller) => handler(data, caller, requireStripe()));
}
