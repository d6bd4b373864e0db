import { type OkResult } from '../../../src/domain/billing/billingSchemas';
import { billingCallable } from './billingCallable';
import { requireCustomersCard, requireOwnedCustomer } from './accounts';
import { mirrorDefaultPaymentMethod, mirrorPaymentMethod } from './mirror';
import { stripeCall } from './stripeErrors';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';

/** app-setCustomerDefaultPaymentMethod: the card new subscriptions and invoices are charged to. */
export const setCustomerDefaultPaymentMethod = billingCallable(
  CALLABLES.setCustomerDefaultPaymentMethod,
  async ({ customerId, paymentMethodId }, caller, stripe): Promise<OkResult> => {
    const owned = await requireOwnedCustomer(caller, customerId);
    const card = await requireCustomersCard(customerId, paymentMethodId);
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
