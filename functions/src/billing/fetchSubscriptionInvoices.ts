import { HttpsError } from 'firebase-functions/v2/https';
import { type InvoicesResult } from '../../../src/domain/billing/billingSchemas';
import { billingCallable } from './billingCallable';
import { requireOwnedCustomer } from './accounts';
import { mirrorInvoices } from './mirror';
import { idOf, stripeCall } from './stripeErrors';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';

/** app-fetchSubscriptionInvoices: the subscription's invoices (newest first), mirrored. */
export const fetchSubscriptionInvoices = billingCallable(
  CALLABLES.fetchSubscriptionInvoices,
  async ({ customerId, subscriptionId }, caller, stripe): Promise<InvoicesResult> => {
    const owned = await requireOwnedCustomer(caller, customerId);
    const subscription = await stripeCall(() => stripe.subscriptions.retrieve(subscriptionId));
    if (idOf(subscription.customer) !== customerId) {
      throw new HttpsError('invalid-argument', 'The subscription is not this customer’s.');
    }
    const page = await stripeCall(() =>
      stripe.invoices.list({ customer: customerId, subscription: subscriptionId, limit: 100 }),
    );
    const invoices = await mirrorInvoices(owned.ref, page.data);
    return { invoices: invoices.sort((a, b) => b.period_end - a.period_end) };
  },
);
