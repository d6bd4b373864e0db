import { HttpsError } from 'firebase-functions/v2/https';
import { BILLING_REASONS } from '../../../src/domain/billing/billing';
import { type CreateStripeSubscriptionResult } from '../../../src/domain/billing/billingSchemas';
import { readGlobalSettings } from '../../../src/domain/globalSettings';
import { db } from '../shared/admin';
import { billingCallable } from './billingCallable';
import { requireCustomersCard, requireOwnedAccount } from './accounts';
import { mirrorInvoices, mirrorSubscription } from './mirror';
import { stripePriceFor } from './prices';
import { stripeCall } from './stripeErrors';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';

/** While the product winds down (settings/global.subscriptionsEnabled false) nobody subscribes. */
async function requireSubscriptionsEnabled(): Promise<void> {
  const settings = readGlobalSettings((await db.doc('settings/global').get()).data());
  if (settings.subscriptionsEnabled) return;
  throw new HttpsError('failed-precondition', 'Subscriptions are disabled.', {
    reason: BILLING_REASONS.subscriptionsDisabled,
  });
}

/**
 * app-createStripeSubscription: subscribes the account's customer to a plan's price, charged to
 * one of its cards; the subscription and its first invoice are mirrored before the answer, so
 * the wizard's next page finds them.
 */
export const createStripeSubscription = billingCallable(
  CALLABLES.createStripeSubscription,
  async (payload, caller, stripe): Promise<CreateStripeSubscriptionResult> => {
    const { customerId, priceId, billingAccountId, planCategory, paymentMethodId } = payload;
    const owned = await requireOwnedAccount(caller, billingAccountId);
    if (owned.account.stripeCustomerId !== customerId) {
      throw new HttpsError('invalid-argument', 'The customer is not this billing account’s.');
    }
    await requireSubscriptionsEnabled();
    await requireCustomersCard(customerId, paymentMethodId);
    const price = await stripePriceFor(stripe, priceId);
    const subscription = await stripeCall(() =>
      stripe.subscriptions.create({
        customer: customerId,
        items: [{ price }],
        default_payment_method: paymentMethodId,
        metadata: { billingAccountId, planCategory },
      }),
    );
    await mirrorSubscription(owned.ref, subscription);
    const invoices = await stripeCall(() =>
      stripe.invoices.list({ customer: customerId, subscription: subscription.id, limit: 100 }),
    );
    await mirrorInvoices(owned.ref, invoices.data);
    return { subscriptionId: subscription.id };
  },
);
