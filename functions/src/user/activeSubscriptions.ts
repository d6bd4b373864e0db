import type { ActiveSubscriptions } from '../../../src/domain/protocol/callables';
import { db } from '../shared/admin';

/**
 * The active subscriptions of every billing account `uid` owns (billingAccounts/{id}.owners
 * holds the owners' uids; subscriptions live under billingAccounts/{id}/subscriptions with
 * Stripe's status). Accounts without one are left out.
 */
export async function findActiveSubscriptions(uid: string): Promise<ActiveSubscriptions[]> {
  const accounts = await db
    .collection('billingAccounts')
    .where('owners', 'array-contains', uid)
    .get();
  const found = await Promise.all(
    accounts.docs.map(async (account) => {
      const active = await account.ref
        .collection('subscriptions')
        .where('status', '==', 'active')
        .get();
      return { billingAccountId: account.id, subscriptionIds: active.docs.map((doc) => doc.id) };
    }),
  );
  return found.filter((account) => account.subscriptionIds.length > 0);
}
