import { type SetupIntentResult } from '../../../src/domain/billing/billingSchemas';
import { billingCallable } from './billingCallable';
import { requireOwnedCustomer } from './accounts';
import { stripeCall } from './stripeErrors';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';

/**
 * app-createCustomerSetupIntent: a SetupIntent whose client secret Stripe.js confirms with the
 * card form (the Stripe fake's /test/setup_intents/{id}/confirm offline); the card is attached
 * to the customer and mirrored by the webhook (setup_intent.succeeded, payment_method.attached).
 */
export const createCustomerSetupIntent = billingCallable(
  CALLABLES.createCustomerSetupIntent,
  async ({ customerId }, caller, stripe): Promise<SetupIntentResult> => {
    await requireOwnedCustomer(caller, customerId);
    const intent = await stripeCall(() =>
      stripe.setupIntents.create({
        customer: customerId,
        allowed_payment_method_types: ['card'],
        usage: 'off_session',
      }),
    );
    return { client_secret: intent.client_secret ?? '', setupIntentId: intent.id };
  },
);
