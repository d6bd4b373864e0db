import { HttpsError } from 'firebase-functions/v2/https';
import type { DocumentReference } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { BILLING_REASONS, type BillingAccountDoc } from '../../../src/domain/billing/billing';
import { db } from '../shared/admin';
import type { Caller } from '../shared/callable';
import { requireStripe } from './stripeConfig';
import { billingNotFound, idOf, stripeCall } from './stripeErrors';

export interface OwnedAccount {
  id: string;
  ref: DocumentReference;
  account: BillingAccountDoc;
}

function notBillingOwner(): HttpsError {
  return new HttpsError(
    'permission-denied',
    'Only the owners of this billing account can do this.',
    {
      reason: BILLING_REASONS.notOwner,
    },
  );
}

function isOwner(account: BillingAccountDoc, uid: string): boolean {
  return Array.isArray(account.owners) && account.owners.includes(uid);
}

/** billingAccounts/{id} when the caller is one of its owners. */
export async function requireOwnedAccount(caller: Caller, id: string): Promise<OwnedAccount> {
  const ref = db.doc(`billingAccounts/${id}`);
  const snap = await ref.get();
  if (!snap.exists) throw billingNotFound("This billing account doesn't exist.");
  const account = snap.data() as BillingAccountDoc;
  if (!isOwner(account, caller.uid)) throw notBillingOwner();
  return { id, ref, account };
}

/** The billing account of a Stripe customer (null for a customer that is not ours). */
export async function accountOfCustomer(customerId: string): Promise<OwnedAccount | null> {
  const found = await db
    .collection('billingAccounts')
    .where('stripeCustomerId', '==', customerId)
    .limit(1)
    .get();
  const doc = found.docs[0];
  return doc ? { id: doc.id, ref: doc.ref, account: doc.data() as BillingAccountDoc } : null;
}

/** The account of the customer, when the caller owns it; a stranger's or unknown one is refused. */
export async function requireOwnedCustomer(caller: Caller, customerId: string) {
  const owned = await accountOfCustomer(customerId);
  if (!owned || !isOwner(owned.account, caller.uid)) throw notBillingOwner();
  return owned;
}

/** The subscription (fresh from Stripe) and its account, when the caller owns the account. */
export async function requireOwnedSubscription(
  caller: Caller,
  subscriptionId: string,
): Promise<OwnedAccount & { subscription: Stripe.Subscription }> {
  const stripe = await requireStripe();
  const subscription = await stripeCall(() => stripe.subscriptions.retrieve(subscriptionId));
  const customerId = idOf(subscription.customer);
  if (!customerId) throw notBillingOwner();
  return { ...(await requireOwnedCustomer(caller, customerId)), subscription };
}

/** A card attached to the customer (not-found for one that is not the customer's). */
export async function requireCustomersCard(
  customerId: string,
  paymentMethodId: string,
): Promise<Stripe.PaymentMethod> {
  const stripe = await requireStripe();
  const card = await stripeCall(() => stripe.paymentMethods.retrieve(paymentMethodId));
  if (idOf(card.customer) !== customerId) {
    throw billingNotFound('This card is not one of the billing account’s.');
  }
  return card;
}
