import { subscriptionSchema, type OkResult } from '../../../src/domain/billingSchemas';
import { authedCallable } from '../shared/callable';
import { requireActive, updateOwnedSubscription } from './subscriptionUpdates';

/** app-cancelSubscription: the subscription ends at the end of its period (Stripe's flag). */
export const cancelSubscription = authedCallable(
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
