// Accumulates voice usage once conferences complete, and keeps the organisers' quota summary:
//   events/{e}/restricted/audioQuota   { totalMinutes, noSubscriptionUsageTotal, usedMinutes,
//                                        openSessions, estimatedAtMs, freeMinutes (null =
//                                        unlimited), paid, freeAudioDisabled, onlineNonBanned,
//                                        updatedAt }
//   billingAccounts/{a}/subscriptions/{s}.audioUsage.totalMinutes        (connected, active)
//   billingAccounts/{a}/subscriptions/{s}/usage/{periodStart}.totalUsage (period start, s)
// The summary is not on the public event document (the reference keeps audioUsage totals
// there): how much an event talked is the organisers' business, not every visitor's.
// Each completed conference is counted once: its id goes into conferences/{e}.accountedConferences
// in the same transaction that adds its minutes.
import { FieldValue, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import {
  quotaPlan,
  usedMinutes,
  type AudioPlanFields,
  type QuotaSubscription,
} from '../../../src/domain/billing/audioQuota';
import { PENDING_ACCOUNTING, readLedger, usageRef } from '../audio/conferenceStore';
import { sweepStaleVoiceSessions } from '../presence/staleVoiceSweep';
import { db } from '../shared/admin';
import { logAudioUsageFailed } from '../shared/log';
import { audioQuotaDoc, eventDoc, eventUsersCollection } from '../../../src/domain/protocol/paths';

const quotaSummaryRef = (eventId: string) => db.doc(audioQuotaDoc(eventId));

export interface AccumulateReport {
  /** Events whose summary was written. */
  events: string[];
  /** Conferences counted for the first time, `${eventId}/${conferenceId}`. */
  counted: string[];
}

/** Sweeps crashed tabs' sessions (closing stale conferences), then accumulates every event. */
export async function accumulateAudioUsage(nowMs: number): Promise<AccumulateReport> {
  await sweepStaleVoiceSessions(nowMs);
  // Only the ledgers something happened to since the last pass (see PENDING_ACCOUNTING).
  const ledgers = await db.collection('conferences').where(PENDING_ACCOUNTING, '==', true).get();
  const report: AccumulateReport = { events: [], counted: [] };
  for (const ledger of ledgers.docs) {
    try {
      const counted = await accumulateEvent(ledger.id, nowMs);
      if (counted === null) continue;
      report.events.push(ledger.id);
      report.counted.push(...counted.map((id) => `${ledger.id}/${id}`));
    } catch (error) {
      // One event that cannot be accumulated must not hold up the others.
      logAudioUsageFailed(ledger.id, error);
    }
  }
  return report;
}

const minutesOf = (entry: unknown): number => {
  const seconds = (entry as { totalPresenceDuration?: unknown } | null)?.totalPresenceDuration;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds / 60 : 0;
};

const numberOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** The connected subscription when it is active, with its references (null otherwise). */
async function activeSubscription(event: DocumentData, tx: Transaction) {
  const link = event.connectedSubscription as Record<string, unknown> | undefined;
  const accountId = link?.billingAccountId;
  const subscriptionId = link?.subscriptionId;
  if (typeof accountId !== 'string' || typeof subscriptionId !== 'string') return null;
  if (!accountId || !subscriptionId) return null;
  const ref = db.doc(`billingAccounts/${accountId}/subscriptions/${subscriptionId}`);
  const snap = await tx.get(ref);
  if (!snap.exists) return null;
  const quota: QuotaSubscription = {
    status: String(snap.get('status') ?? ''),
    priceLabel: String(snap.get('priceLabel') ?? ''),
  };
  const periodStart = numberOr(
    snap.get('current_period_start'),
    numberOr(link?.currentPeriodStart, 0),
  );
  return { ref, quota, periodStart };
}

/** One event in one transaction; null when its event no longer exists. */
async function accumulateEvent(eventId: string, nowMs: number): Promise<string[] | null> {
  // The warning's "2x the online non-banned people": counted here so clients need no
  // aggregation query; an estimate, like the minutes.
  const online = await db
    .collection(eventUsersCollection(eventId))
    .where('online', '==', true)
    .where('banned', '==', false)
    .count()
    .get();
  return db.runTransaction(async (tx) => {
    const eventSnap = await tx.get(db.doc(eventDoc(eventId)));
    if (!eventSnap.exists) {
      // A deleted event's ledger has nothing more to count.
      tx.set(usageRef(eventId), { [PENDING_ACCOUNTING]: false }, { merge: true });
      return null;
    }
    const event = eventSnap.data() ?? {};
    const [ledger, usageSnap, summarySnap, subscription] = await Promise.all([
      readLedger(eventId, tx),
      tx.get(usageRef(eventId)),
      tx.get(quotaSummaryRef(eventId)),
      activeSubscription(event, tx),
    ]);
    const accounted = (usageSnap.get('accountedConferences') ?? {}) as Record<string, unknown>;
    const fresh = Object.keys(ledger.completed).filter((id) => !(id in accounted));
    const minutes = fresh.reduce((sum, id) => sum + minutesOf(ledger.completed[id]), 0);
    const subscribed = subscription?.quota.status === 'active' ? subscription : null;

    // A seat without its session (a hand-edited or half-written ledger) would hold a place
    // for ever: every seat must name an open conference the person is in.
    const orphans = Object.entries(ledger.seats).filter(
      ([uid, alias]) => !ledger.open.some((open) => open.alias === alias && uid in open.sessions),
    );
    // With nothing open, this pass counts everything there is: the next one can skip the event
    // until a session opens or closes, or its plan changes.
    const ledgerWrite: Record<string, unknown> =
      ledger.open.length === 0 ? { [PENDING_ACCOUNTING]: false } : {};
    if (fresh.length > 0) {
      ledgerWrite.accountedConferences = Object.fromEntries(fresh.map((id) => [id, true]));
    }
    if (orphans.length > 0) {
      ledgerWrite.voiceSeats = Object.fromEntries(
        orphans.map(([uid]) => [uid, FieldValue.delete()]),
      );
    }
    if (Object.keys(ledgerWrite).length > 0) {
      tx.set(usageRef(eventId), ledgerWrite, { merge: true });
    }
    if (subscribed && minutes > 0) {
      tx.set(
        subscribed.ref,
        { audioUsage: { totalMinutes: FieldValue.increment(minutes) } },
        { merge: true },
      );
      tx.set(
        subscribed.ref.collection('usage').doc(String(subscribed.periodStart)),
        { totalUsage: FieldValue.increment(minutes), updatedAt: FieldValue.serverTimestamp() },
        { merge: true },
      );
    }
    const plan = quotaPlan(
      event.audioUsage as AudioPlanFields | undefined,
      subscription?.quota ?? null,
    );
    const totalMinutes = numberOr(summarySnap.get('totalMinutes'), 0) + minutes;
    const noSubscription =
      numberOr(summarySnap.get('noSubscriptionUsageTotal'), 0) + (subscribed ? 0 : minutes);
    tx.set(quotaSummaryRef(eventId), {
      totalMinutes,
      noSubscriptionUsageTotal: noSubscription,
      usedMinutes: usedMinutes(ledger.completed, ledger.open, nowMs),
      openSessions: ledger.open.reduce((n, open) => n + Object.keys(open.sessions).length, 0),
      estimatedAtMs: nowMs,
      freeMinutes: Number.isFinite(plan.freeMinutes) ? plan.freeMinutes : null,
      paid: plan.paid,
      freeAudioDisabled: plan.freeAudioDisabled,
      onlineNonBanned: online.data().count,
      updatedAt: FieldValue.serverTimestamp(),
    });
    return fresh;
  });
}
