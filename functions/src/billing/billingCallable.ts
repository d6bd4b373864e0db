import type Stripe from 'stripe';
import type { z } from 'zod';
import type { CallableDef } from '../../../src/domain/protocol/callableDef';
import { authedCallable, type Caller } from '../shared/callable';
import { requireStripe } from './stripeConfig';

/**
 * The house callable (shared/callable.ts) for billing: before anything else, a deployment
 * without Stripe (no STRIPE_SECRET_KEY) answers failed-precondition 'billing_not_configured',
 * whatever the payload names.
 */
export function billingCallable<S extends z.ZodType, R>(
  callable: CallableDef<S, R>,
  handler: (data: z.infer<S>, caller: Caller, stripe: Stripe) => Promise<R>,
) {
  return authedCallable(callable, async (data, caller) =>
    handler(data, caller, await requireStripe()),
  );
}
