import {
  accountSubscriptionSchema,
  createStripeSubscriptionSchema,
  createUserStripeCustomerAndStoreItSchema,
  customerPaymentMethodSchema,
  customerSchema,
  disconnectEventSchema,
  eventSubscriptionSchema,
  paymentMethodSchema,
  subscriptionInvoicesSchema,
  subscriptionPaymentMethodSchema,
  subscriptionSchema,
  type CreateBillingAccountResult,
  type CreateStripeSubscriptionResult,
  type InvoicesResult,
  type OkResult,
  type PaymentMethodsResult,
  type SetupIntentResult,
  type SubscriptionsResult,
} from '../billing/billingSchemas';
import { callable } from './callableDef';

/** The billing callables (functions/src/billing, issue 22): part of CALLABLES. */
export const BILLING_CALLABLES = {
  createUserStripeCustomerAndStoreIt: callable<CreateBillingAccountResult>()(
    createUserStripeCustomerAndStoreItSchema,
  ),
  createCustomerSetupIntent: callable<SetupIntentResult>()(customerSchema),
  setCustomerDefaultPaymentMethod: callable<OkResult>()(customerPaymentMethodSchema),
  getCustomerPaymentMethods: callable<PaymentMethodsResult>()(customerSchema),
  fetchCustomerSubscriptions: callable<SubscriptionsResult>()(customerSchema),
  detachPaymentMethod: callable<OkResult>()(paymentMethodSchema),
  createStripeSubscription: callable<CreateStripeSubscriptionResult>()(
    createStripeSubscriptionSchema,
  ),
  addEventToSubscription: callable<OkResult>()(eventSubscriptionSchema),
  disconnectEventFromSubscription: callable<OkResult>()(disconnectEventSchema),
  cancelSubscription: callable<OkResult>()(subscriptionSchema),
  undoCancelSubscription: callable<OkResult>()(subscriptionSchema),
  fetchSubscriptionInvoices: callable<InvoicesResult>()(subscriptionInvoicesSchema),
  updateSubscriptionPaymentMethod: callable<OkResult>()(subscriptionPaymentMethodSchema),
  refreshSubscription: callable<OkResult>()(accountSubscriptionSchema),
};
