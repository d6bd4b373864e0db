import { type OkResult } from '../../../src/domain/billing/billingSchemas';
import { billingCallable } from './billingCallable';
import { requireActive, updateOwnedSubscription } from './subscriptionUpdates';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';

/** app-undoCancelSubscription: 'Undo cancellation' — the subscription renews again. */
export const undoCancelSubscription = billingCallable(
  CALLABLES.undoCancelSubscription,
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
