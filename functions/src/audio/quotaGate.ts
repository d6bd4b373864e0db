// The audio quota at the server: whether a person may take a voice seat in an event. The
// decision is src/domain/billing/audioQuota.ts; this file gathers its inputs (the event's plan, its
// connected subscription, settings/global.audioQuotaEnforced, the ledger) and refuses with
// failed-precondition { reason } and the sentence the refused person sees.
import type { DocumentData } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  decideVoiceJoin,
  quotaPlan,
  usedMinutes,
  type AudioPlanFields,
  type CompletedUsage,
  type QuotaPlan,
  type QuotaSubscription,
} from '../../../src/domain/billing/audioQuota';
import type { OpenConference } from '../../../src/domain/voice/usage';
import { db } from '../shared/admin';

/** What the quota needs that lives outside the ledger; read before the ledger's transaction. */
export interface QuotaContext {
  plan: QuotaPlan;
  enforced: boolean;
}

/** settings/global.audioQuotaEnforced: missing (or not a bool) means enforced. */
async function quotaEnforced(): Promise<boolean> {
  const settings = await db.doc('settings/global').get();
  return settings.get('audioQuotaEnforced') !== false;
}

/** The event's connected subscription, as the quota sees it (null when none or not found). */
async function connectedSubscription(event: DocumentData): Promise<QuotaSubscription | null> {
  const link: unknown = event.connectedSubscription;
  if (!link || typeof link !== 'object') return null;
  const { billingAccountId, subscriptionId } = link as Record<string, unknown>;
  if (typeof billingAccountId !== 'string' || typeof subscriptionId !== 'string') return null;
  if (!billingAccountId || !subscriptionId) return null;
  const snap = await db
    .doc(`billingAccounts/${billingAccountId}/subscriptions/${subscriptionId}`)
    .get();
  if (!snap.exists) return null;
  return {
    status: String(snap.get('status') ?? ''),
    priceLabel: String(snap.get('priceLabel') ?? ''),
  };
}

export async function loadQuotaContext(event: DocumentData): Promise<QuotaContext> {
  const [enforced, subscription] = await Promise.all([
    quotaEnforced(),
    connectedSubscription(event),
  ]);
  return {
    plan: quotaPlan(event.audioUsage as AudioPlanFields | undefined, subscription),
    enforced,
  };
}

/** The ledger as one transaction (or a plain read) saw it. */
export interface LedgerView {
  /** conferences/{eventId}.voiceSeats: uid → the alias they talk in. */
  seats: Record<string, string>;
  completed: Record<string, CompletedUsage>;
  open: OpenConference[];
  /** conferences/{eventId}.pendingAccounting (conferenceStore.ts). */
  pending: boolean;
}

/** Throws failed-precondition when `uid` may not take a seat now. */
export function admitOrRefuse(
  context: QuotaContext,
  ledger: LedgerView,
  uid: string,
  nowMs: number,
): void {
  const seated = uid in ledger.seats;
  const decision = decideVoiceJoin({
    plan: context.plan,
    usedMinutes: usedMinutes(ledger.completed, ledger.open, nowMs),
    othersInVoice: Object.keys(ledger.seats).filter((seat) => seat !== uid).length,
    seated,
    enforced: context.enforced,
  });
  if (!decision.allowed) {
    throw new HttpsError('failed-precondition', decision.message, { reason: decision.reason });
  }
}
