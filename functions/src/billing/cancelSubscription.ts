import { subscriptionSchema, type OkResult } from '../../../src/domain/billingSchemas';
import { billingCallable } from './billingCallable';
import { requireActive, updateOwnedSubscription } from './subscriptionUpdates';

/** app-cancelSubscription: the subscription ends at the end of its period (Stripe's flag). */
export const cancelSubscription = billingCallable(
  subscriptionSchema,
  async ({ subscriptionId }, caller): Promise<OkResult> => {
    await updateOwnedSubscription(
      caller,
      subscriptionId,
      { cancel_at_period_end: true },
      requireActive,
    );
    return { ok: true };
  },
);
