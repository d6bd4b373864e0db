import { subscriptionSchema, type OkResult } from '../../../src/domain/billingSchemas';
import { authedCallable } from '../shared/callable';
import { requireActive, updateOwnedSubscription } from './subscriptionUpdates';

/** app-undoCancelSubscription: 'Undo cancellation' — the subscription renews again. */
export const undoCancelSubscription = authedCallable(
  subscriptionSchema,
  async ({ subscriptionId }, caller): Promise<OkResult> => {
    await updateOwnedSubscription(
      caller,
      subscriptionId,
      { cancel_at_period_end: false },
      requireActive,
    );
    return { ok: true };
  },
);
