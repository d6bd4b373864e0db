import { type SubscriptionsResult } from '../../../src/domain/billing/billingSchemas';
import { billingCallable } from './billingCallable';
import { requireOwnedCustomer } from './accounts';
import { mirrorSubscription } from './mirror';
import { stripeCall } from './stripeErrors';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';

/** app-fetchCustomerSubscriptions: every subscription of the customer, mirrored. */
export const fetchCustomerSubscriptions = billingCallable(
  CALLABLES.fetchCustomerSubscriptions,
  async ({ customerId }, caller, stripe): Promise<SubscriptionsResult> => {
    const owned = await requireOwnedCustomer(caller, customerId);
    const page = await stripeCall(() =>
      stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 }),
    );
    const subscriptions = await Promise.all(
      page.data.map((subscription) => mirrorSubscription(owned.ref, subscription)),
    );
    return { subscriptions };
  },
);
