import { getDoc, onSnapshot } from 'firebase/firestore';
import type { ConnectedSubscription } from '../domain/billing/billing';
import { paths } from './paths';

/**
 * events/{e}.connectedSubscription, live (the billing pages tell 'Connected' from 'Connected to
 * other subscription'); null when the event has none.
 */
export function watchEventConnection(
  eventId: string,
  callback: (connection: ConnectedSubscription | null) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    paths.event(eventId),
    (snap) => {
      const value = snap.get('connectedSubscription') as Partial<ConnectedSubscription> | undefined;
      callback(
        value &&
          typeof value.subscriptionId === 'string' &&
          typeof value.billingAccountId === 'string'
          ? {
              billingAccountId: value.billingAccountId,
              subscriptionId: value.subscriptionId,
              currentPeriodStart: Number(value.currentPeriodStart ?? 0),
            }
          : null,
      );
    },
    onError,
  );
}

/** users/{uid}.primaryBillingAccount (functions write it), or null. */
export async function readPrimaryBillingAccount(uid: string): Promise<string | null> {
  const snap = await getDoc(paths.user(uid));
  const value: unknown = snap.get('primaryBillingAccount');
  return typeof value === 'string' && value ? value : null;
}
