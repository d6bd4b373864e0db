import { type OkResult } from '../../../src/domain/billing/billingSchemas';
import { billingCallable } from './billingCallable';
import { requireCustomersCard } from './accounts';
import { idOf } from './stripeErrors';
import { updateOwnedSubscription } from './subscriptionUpdates';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';

/** app-updateSubscriptionPaymentMethod: the subscription is charged to another of its cards. */
export const updateSubscriptionPaymentMethod = billingCallable(
  CALLABLES.updateSubscriptionPaymentMethod,
  async ({ paymentMethodId, subscriptionId }, caller): Promise<OkResult> => {
    await updateOwnedSubscription(
      caller,
      subscriptionId,
      { default_payment_method: paymentMethodId },
      async (subscription) => {
        await requireCustomersCard(idOf(subscription.customer) ?? '', paymentMethodId);
      },
    );
    return { ok: true };
  },
);
