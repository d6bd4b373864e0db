import { type OkResult } from '../../../src/domain/billing/billingSchemas';
import { billingCallable } from './billingCallable';
import { requireActive, updateOwnedSubscription } from './subscriptionUpdates';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';

/** app-cancelSubscription: the subscription ends at the end of its period (Stripe's flag). */
export const cancelSubscription = billingCallable(
  CALLABLES.cancelSubscription,
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
