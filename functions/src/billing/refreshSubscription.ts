import { type OkResult } from '../../../src/domain/billing/billingSchemas';
import { billingCallable } from './billingCallable';
import { requireOwnedAccount } from './accounts';
import { mirrorInvoices, mirrorSubscription } from './mirror';
import { billingNotFound, idOf, stripeCall } from './stripeErrors';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';

/** app-refreshSubscription: the subscription page's Refresh — Stripe's state copied again. */
export const refreshSubscription = billingCallable(
  CALLABLES.refreshSubscription,
  async ({ billingAccountId, subscriptionId }, caller, stripe): Promise<OkResult> => {
    const owned = await requireOwnedAccount(caller, billingAccountId);
    const subscription = await stripeCall(() => stripe.subscriptions.retrieve(subscriptionId));
    const customerId = idOf(subscription.customer);
    if (customerId !== owned.account.stripeCustomerId) {
      throw billingNotFound('This subscription is not one of the billing account’s.');
    }
    await mirrorSubscription(owned.ref, subscription);
    const invoices = await stripeCall(() =>
      stripe.invoices.list({ customer: customerId, subscription: subscriptionId, limit: 100 }),
    );
    await mirrorInvoices(owned.ref, invoices.data);
    return { ok: true };
  },
);
