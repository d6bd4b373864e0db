import { HttpsError } from 'firebase-functions/v2/https';
import {
  CARD_DELETION_TEXTS,
  cardDeletionBlock,
  type CardDeletionBlock,
} from '../../../src/domain/billing/billing';
import { type OkResult } from '../../../src/domain/billing/billingSchemas';
import { billingCallable } from './billingCallable';
import { requireOwnedCustomer } from './accounts';
import { listCards } from './getCustomerPaymentMethods';
import { removePaymentMethod } from './mirror';
import { billingNotFound, idOf, stripeCall } from './stripeErrors';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';

function refusal(block: CardDeletionBlock): HttpsError {
  const why =
    block.reason === 'card_in_use' ? CARD_DELETION_TEXTS.inUse : CARD_DELETION_TEXTS.lastCard;
  return new HttpsError('failed-precondition', `${CARD_DELETION_TEXTS.unable} ${why}`, block);
}

/**
 * app-detachPaymentMethod: deletes a card by the reference's rule (cardDeletionBlock), checked
 * here against Stripe's own state: refused while an active subscription charges it (its own
 * default, or the customer's default when it has none; those subscriptions are listed), or while
 * it is the account's only card and a subscription is active.
 */
export const detachPaymentMethod = billingCallable(
  CALLABLES.detachPaymentMethod,
  async ({ paymentMethodId }, caller, stripe): Promise<OkResult> => {
    const card = await stripeCall(() => stripe.paymentMethods.retrieve(paymentMethodId));
    const customerId = idOf(card.customer);
    if (!customerId) throw billingNotFound('This card is not attached to a billing account.');
    const owned = await requireOwnedCustomer(caller, customerId);
    const [cards, customer, active] = await Promise.all([
      listCards(stripe, customerId),
      stripeCall(() => stripe.customers.retrieve(customerId)),
      stripeCall(() =>
        stripe.subscriptions.list({ customer: customerId, status: 'active', limit: 100 }),
      ),
    ]);
    const customerDefault = customer.deleted
      ? null
      : idOf(customer.invoice_settings?.default_payment_method);
    const block = cardDeletionBlock(
      paymentMethodId,
      cards,
      active.data.map((subscription) => ({
        billingAccountId: owned.id,
        subscriptionId: subscription.id,
        status: subscription.status,
        default_payment_method: idOf(subscription.default_payment_method) ?? customerDefault,
      })),
    );
    if (block) throw refusal(block);
    await stripeCall(() => stripe.paymentMethods.detach(paymentMethodId));
    await removePaymentMethod(owned.ref, paymentMethodId);
    return { ok: true };
  },
);
