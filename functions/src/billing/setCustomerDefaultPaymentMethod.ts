import { customerPaymentMethodSchema, type OkResult } from '../../../src/domain/billingSchemas';
import { authedCallable } from '../shared/callable';
import { requireCustomersCard, requireOwnedCustomer } from './accounts';
import { mirrorDefaultPaymentMethod, mirrorPaymentMethod } from './mirror';
import { requireStripe } from './stripeConfig';
import { stripeCall } from './stripeErrors';

/** app-setCustomerDefaultPaymentMethod: the card new subscriptions and invoices are charged to. */
export const setCustomerDefaultPaymentMethod = authedCallable(
  customerPaymentMethodSchema,
  async ({ customerId, paymentMethodId }, caller): Promise<OkResult> => {
    const owned = await requireOwnedCustomer(caller, customerId);
    const card = await requireCustomersCard(customerId, paymentMethodId);
    const stripe = requireStripe();
    const customer = await stripeCall(() =>
      stripe.customers.update(customerId, {
        invoice_settings: { default_payment_method: paymentMethodId },
      }),
    );
    await mirrorPaymentMethod(owned.ref, card);
    await mirrorDefaultPaymentMethod(owned.ref, customer);
    return { ok: true };
  },
);
