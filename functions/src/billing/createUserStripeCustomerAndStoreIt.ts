import { FieldValue } from 'firebase-admin/firestore';
import { type CreateBillingAccountResult } from '../../../src/domain/billing/billingSchemas';
import { db } from '../shared/admin';
import { billingCallable } from './billingCallable';
import { stripeCall } from './stripeErrors';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';

/**
 * app-createUserStripeCustomerAndStoreIt: a Stripe customer and the billing account that holds
 * it, owned by the caller; the user's billingAccounts list gains it, and it becomes their
 * primaryBillingAccount when they had none.
 */
export const createUserStripeCustomerAndStoreIt = billingCallable(
  CALLABLES.createUserStripeCustomerAndStoreIt,
  async ({ accountName }, caller, stripe): Promise<CreateBillingAccountResult> => {
    const account = db.collection('billingAccounts').doc();
    const customer = await stripeCall(() =>
      stripe.customers.create({
        ...(accountName ? { name: accountName } : {}),
        ...(caller.email ? { email: caller.email } : {}),
        metadata: { billingAccountId: account.id, firebaseUid: caller.uid },
      }),
    );
    const user = db.doc(`users/${caller.uid}`);
    await db.runTransaction(async (tx) => {
      const userSnap = await tx.get(user);
      const primary = userSnap.get('primaryBillingAccount');
      tx.set(account, {
        accountName,
        stripeCustomerId: customer.id,
        owners: [caller.uid],
        defaultPaymentMethod: null,
        createdAt: FieldValue.serverTimestamp(),
      });
      tx.set(
        user,
        {
          billingAccounts: FieldValue.arrayUnion(account.id),
          ...(typeof primary === 'string' && primary ? {} : { primaryBillingAccount: account.id }),
        },
        { merge: true },
      );
    });
    return { billingAccountId: account.id };
  },
);
