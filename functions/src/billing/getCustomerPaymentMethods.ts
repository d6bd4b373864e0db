import type Stripe from 'stripe';
import { type PaymentMethodsResult } from '../../../src/domain/billing/billingSchemas';
import { billingCallable } from './billingCallable';
import { requireOwnedCustomer } from './accounts';
import { mirrorDefaultPaymentMethod, mirrorPaymentMethods } from './mirror';
import { idOf, stripeCall } from './stripeErrors';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';

/** The customer's cards (at most 100: Stripe's page size; nobody keeps more). */
export async function listCards(
  stripe: Stripe,
  customerId: string,
): Promise<Stripe.PaymentMethod[]> {
  const page = await stripeCall(() =>
    stripe.paymentMethods.list({ customer: customerId, type: 'card', limit: 100 }),
  );
  return page.data;
}

/** app-getCustomerPaymentMethods: the cards as Stripe has them, mirrored for the live list. */
export const getCustomerPaymentMethods = billingCallable(
  CALLABLES.getCustomerPaymentMethods,
  async ({ customerId }, caller, stripe): Promise<PaymentMethodsResult> => {
    const owned = await requireOwnedCustomer(caller, customerId);
    const [cards, customer] = await Promise.all([
      listCards(stripe, customerId),
      stripeCall(() => stripe.customers.retrieve(customerId)),
    ]);
    const data = await mirrorPaymentMethods(owned.ref, cards);
    let defaultPaymentMethod: string | null = null;
    if (!customer.deleted) {
      await mirrorDefaultPaymentMethod(owned.ref, customer);
      defaultPaymentMethod = idOf(customer.invoice_settings?.default_payment_method);
    }
    return { paymentMethods: { data }, defaultPaymentMethod };
  },
);
