import { HttpsError } from 'firebase-functions/v2/https';
import { type OkResult } from '../../../src/domain/billing/billingSchemas';
import { billingCallable } from './billingCallable';
import { requireOwnedAccount } from './accounts';
import { requireEventOrganiser, setEventConnection } from './eventConnection';
import { mirrorSubscription } from './mirror';
import { billingNotFound, idOf, stripeCall } from './stripeErrors';
import { requireActive } from './subscriptionUpdates';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';

/**
 * app-addEventToSubscription: the event's audio is covered by the subscription (the quota reads
 * events/{e}.connectedSubscription). The caller owns the billing account and organises the
 * event; the subscription must be active.
 */
export const addEventToSubscription = billingCallable(
  CALLABLES.addEventToSubscription,
  async ({ eventId, subscriptionId, billingAccountId }, caller, stripe): Promise<OkResult> => {
    const owned = await requireOwnedAccount(caller, billingAccountId);
    await requireEventOrganiser(caller, eventId);
    const subscription = await stripeCall(() => stripe.subscriptions.retrieve(subscriptionId));
    if (idOf(subscription.customer) !== owned.account.stripeCustomerId) {
      throw billingNotFound('This subscription is not one of the billing account’s.');
    }
    requireActive(subscription);
    const fields = await mirrorSubscription(owned.ref, subscription);
    if (!fields.current_period_start) {
      throw new HttpsError('failed-precondition', 'The subscription has no billing period yet.');
    }
    await setEventConnection(eventId, {
      billingAccountId,
      subscriptionId,
      currentPeriodStart: fields.current_period_start,
    });
    return { ok: true };
  },
);
