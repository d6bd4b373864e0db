import { customerSchema, type SubscriptionsResult } from '../../../src/domain/billingSchemas';
import { authedCallable } from '../shared/callable';
import { requireOwnedCustomer } from './accounts';
import { mirrorSubscription } from './mirror';
import { requireStripe } from './stripeConfig';
import { stripeCall } from './stripeErrors';

/** app-fetchCustomerSubscriptions: every subscription of the customer, mirrored. */
export const fetchCustomerSubscriptions = authedCallable(
  customerSchema,
  async ({ customerId }, caller): Promise<SubscriptionsResult> => {
    const owned = await requireOwnedCustomer(caller, customerId);
    const stripe = requireStripe();
    const page = await stripeCall(() =>
      stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 }),
    );
    const subscriptions = await Promise.all(
      page.data.map((subscription) => mirrorSubscription(owned.ref, subscription)),
    );
    return { subscriptions };
  },
);
