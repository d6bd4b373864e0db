import { HttpsError } from 'firebase-functions/v2/https';
import type Stripe from 'stripe';
import { BILLING_REASONS } from '../../../src/domain/billing/billing';
import { stripeCall } from './stripeErrors';

/**
 * The Stripe price of one of our prices. Our price ids (src/domain/billing/billing.ts) are the prices'
 * lookup keys in the Stripe account, so the code names no account's own price ids: staff set
 * each price's lookup key in Stripe's dashboard. A key no active price carries is refused
 * with a sentence staff can act on.
 */
export async function stripePriceFor(stripe: Stripe, priceId: string): Promise<string> {
  const prices = await stripeCall(() =>
    stripe.prices.list({ lookup_keys: [priceId], active: true, limit: 1 }),
  );
  const price = prices.data[0];
  if (price) return price.id;
  throw new HttpsError(
    'failed-precondition',
    `This plan's price is not set up in Stripe: no active price has the lookup key ${priceId}.`,
    { reason: BILLING_REASONS.priceNotConfigured },
  );
}
