// firestore.rules — billing accounts as the billing functions write them (functions/src/billing):
// the owners and staff read the account, its cards, subscriptions, invoices and usage, live
// (the billing pages' queries of src/data/billing.ts); nobody else reads; no client writes.
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { db, UID } from '../support/rulesEnv';
import { setupRulesSuite } from '../support/rulesHooks';

const ACCOUNT = 'acct-billing-rules';
const path = `billingAccounts/${ACCOUNT}`;

async function seedAccount(firestore: Firestore) {
  await setDoc(doc(firestore, path), {
    accountName: 'Rules',
    stripeCustomerId: 'cus_rules',
    owners: [UID.attendee],
    defaultPaymentMethod: 'pm_rules',
  });
  await setDoc(doc(firestore, `${path}/paymentMethods/pm_rules`), {
    id: 'pm_rules',
    billing_details: { name: 'Ann' },
    card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
  });
  await setDoc(doc(firestore, `${path}/subscriptions/sub_rules`), {
    id: 'sub_rules',
    status: 'active',
    connectedEvents: {},
  });
  await setDoc(doc(firestore, `${path}/invoices/in_rules`), {
    id: 'in_rules',
    subscription: 'sub_rules',
    period_end: 1,
    total: 2000,
    status: 'paid',
  });
}

const suite = setupRulesSuite(seedAccount);
type Who = 'attendee' | 'nonMember' | 'staff' | 'signedOut';
const as = (who: Who) => db(suite.as[who]);

describe('billingAccounts', () => {
  it('the owner reads the account, its cards, subscriptions and invoices (as the pages query)', async () => {
    const owner = as('attendee');
    await assertSucceeds(getDoc(doc(owner, path)));
    await assertSucceeds(
      getDocs(
        query(
          collection(owner, 'billingAccounts'),
          where('owners', 'array-contains', UID.attendee),
        ),
      ),
    );
    await assertSucceeds(getDocs(collection(owner, `${path}/paymentMethods`)));
    await assertSucceeds(getDocs(collection(owner, `${path}/subscriptions`)));
    await assertSucceeds(
      getDocs(
        query(collection(owner, `${path}/invoices`), where('subscription', '==', 'sub_rules')),
      ),
    );
    await assertSucceeds(getDocs(collection(owner, `${path}/subscriptions/sub_rules/usage`)));
  });

  it('staff read it too', async () => {
    await assertSucceeds(getDoc(doc(as('staff'), path)));
    await assertSucceeds(getDocs(collection(as('staff'), `${path}/paymentMethods`)));
  });

  it('a stranger and a signed-out visitor are refused', async () => {
    for (const who of ['nonMember', 'signedOut'] as const) {
      await assertFails(getDoc(doc(as(who), path)));
      await assertFails(getDocs(collection(as(who), `${path}/paymentMethods`)));
      await assertFails(getDoc(doc(as(who), `${path}/subscriptions/sub_rules`)));
      await assertFails(getDocs(collection(as(who), `${path}/invoices`)));
    }
    // Listing accounts owned by someone else.
    await assertFails(
      getDocs(
        query(
          collection(as('nonMember'), 'billingAccounts'),
          where('owners', 'array-contains', UID.attendee),
        ),
      ),
    );
  });

  it('the owner writes nothing: accounts, cards, subscriptions and invoices are the functions’', async () => {
    const owner = as('attendee');
    await assertFails(updateDoc(doc(owner, path), { accountName: 'Mine' }));
    await assertFails(updateDoc(doc(owner, path), { owners: [UID.attendee, UID.nonMember] }));
    await assertFails(
      setDoc(doc(owner, 'billingAccounts/acct-new'), { owners: [UID.attendee], accountName: '' }),
    );
    await assertFails(
      updateDoc(doc(owner, `${path}/subscriptions/sub_rules`), { status: 'active', priceId: 'x' }),
    );
    await assertFails(
      setDoc(doc(owner, `${path}/paymentMethods/pm_forged`), { id: 'pm_forged', card: {} }),
    );
    await assertFails(deleteDoc(doc(owner, `${path}/paymentMethods/pm_rules`)));
    await assertFails(updateDoc(doc(owner, `${path}/invoices/in_rules`), { total: 0 }));
    await assertFails(deleteDoc(doc(owner, path)));
  });
});
