import { FieldPath, FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { BILLING_REASONS, type ConnectedEvent } from '../../../src/domain/billing/billing';
import { db } from '../shared/admin';
import type { Caller } from '../shared/callable';
import { loadEventAuthority } from '../shared/eventAuthority';
import { markUsagePending } from '../audio/conferenceStore';
import { eventDoc } from '../../../src/domain/protocol/paths';

/** The event's creator or an organiser (admins are organisers too: roles.ts). */
export async function requireEventOrganiser(caller: Caller, eventId: string) {
  const authority = await loadEventAuthority(eventId, caller);
  if (authority.roles.eventOrganiser) return authority;
  throw new HttpsError(
    'permission-denied',
    'Only the event’s creator or organizers can change its subscription.',
    { reason: BILLING_REASONS.notEventOrganiser },
  );
}

function connectedEventOf(eventId: string, event: DocumentData): ConnectedEvent {
  const slug = [event.slug, event.defaultSlug].find((v) => typeof v === 'string' && v !== '');
  return { name: typeof event.name === 'string' ? event.name : '', slug: slug ?? eventId };
}

const subscriptionRef = (billingAccountId: string, subscriptionId: string) =>
  db.doc(`billingAccounts/${billingAccountId}/subscriptions/${subscriptionId}`);

interface Connection {
  billingAccountId: string;
  subscriptionId: string;
  currentPeriodStart: number;
}

export function connectionOf(value: unknown): Connection | null {
  const c = value as Partial<Connection> | undefined;
  return c && typeof c.billingAccountId === 'string' && typeof c.subscriptionId === 'string'
    ? (c as Connection)
    : null;
}

/**
 * Points events/{e}.connectedSubscription at the subscription (or clears it, `to` null) and
 * keeps the subscriptions' connectedEvents maps in step, in one transaction: the event leaves
 * the map of the subscription it was connected to. Event ids may hold dots, so the map's keys
 * are written through FieldPath.
 */
export async function setEventConnection(eventId: string, to: Connection | null): Promise<void> {
  const eventRef = db.doc(eventDoc(eventId));
  await db.runTransaction(async (tx) => {
    const event = await tx.get(eventRef);
    if (!event.exists) throw new HttpsError('not-found', "This event doesn't exist.");
    const from = connectionOf(event.get('connectedSubscription'));
    const fromRef = from ? subscriptionRef(from.billingAccountId, from.subscriptionId) : null;
    const toRef = to ? subscriptionRef(to.billingAccountId, to.subscriptionId) : null;
    const [fromSnap, toSnap] = await Promise.all([
      fromRef ? tx.get(fromRef) : null,
      toRef ? tx.get(toRef) : null,
    ]);
    const key = new FieldPath('connectedEvents', eventId);
    if (fromRef && fromSnap?.exists && fromRef.path !== toRef?.path) {
      tx.update(fromRef, key, FieldValue.delete());
    }
    if (toRef) {
      if (!toSnap?.exists) throw new HttpsError('not-found', "This subscription doesn't exist.");
      tx.update(toRef, key, connectedEventOf(eventId, event.data() ?? {}));
    }
    tx.update(eventRef, { connectedSubscription: to ?? FieldValue.delete() });
  });
  // The organisers' quota summary says whether the event is paid for: recount it next pass.
  await markUsagePending(eventId);
}
