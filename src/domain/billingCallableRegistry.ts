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
} from './billingSchemas';
import { callable } from './callableDef';

/** The billing callables (functions/src/billing, issue 22): part of CALLABLES. */
export const BILLING_CALLABLES = {
  createUserStripeCustomerAndStoreIt: callable<CreateBillingAccountResult>()(
    'app-createUserStripeCustomerAndStoreIt',
    createUserStripeCustomerAndStoreItSchema,
  ),
  createCustomerSetupIntent: callable<SetupIntentResult>()(
    'app-createCustomerSetupIntent',
    customerSchema,
  ),
  setCustomerDefaultPaymentMethod: callable<OkResult>()(
    'app-setCustomerDefaultPaymentMethod',
    customerPaymentMethodSchema,
  ),
  getCustomerPaymentMethods: callable<PaymentMethodsResult>()(
    'app-getCustomerPaymentMethods',
    customerSchema,
  ),
  fetchCustomerSubscriptions: callable<SubscriptionsResult>()(
    'app-fetchCustomerSubscriptions',
    customerSchema,
  ),
  detachPaymentMethod: callable<OkResult>()('app-detachPaymentMethod', paymentMethodSchema),
  createStripeSubscription: callable<CreateStripeSubscriptionResult>()(
    'app-createStripeSubscription',
    createStripeSubscriptionSchema,
  ),
  addEventToSubscription: callable<OkResult>()(
    'app-addEventToSubscription',
    eventSubscriptionSchema,
  ),
  disconnectEventFromSubscription: callable<OkResult>()(
    'app-disconnectEventFromSubscription',
    disconnectEventSchema,
  ),
  cancelSubscription: callable<OkResult>()('app-cancelSubscription', subscriptionSchema),
  undoCancelSubscription: callable<OkResult>()('app-undoCancelSubscription', subscriptionSchema),
  fetchSubscriptionInvoices: callable<InvoicesResult>()(
    'app-fetchSubscriptionInvoices',
    subscriptionInvoicesSchema,
  ),
  updateSubscriptionPaymentMethod: callable<OkResult>()(
    'app-updateSubscriptionPaymentMethod',
    subscriptionPaymentMethodSchema,
  ),
  refreshSubscription: callable<OkResult>()('app-refreshSubscription', accountSubscriptionSchema),
};
