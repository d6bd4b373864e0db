/**
 * Audio quota, pure (accounts-and-business spec §9, issue 22): an event without a plan has 300
 * free user-minutes (+ bonusFreeMinutes) and at most 25 people in voice at once; a custom audio
 * plan (staff event page) or an active connected subscription lifts the free-minute limit, and
 * unlimitedCapacity / ignoreTrialLimit / a plan lift the 25. The functions decide every join
 * with decideVoiceJoin (audio-joinEventConference, audio-getToken); the organisers' warning
 * uses quotaNotice. Usage is user-minutes: everyone's time in voice added up.
 */
import { priceCapacity } from './billing';

const FREE_AUDIO_MINUTES = 300;
const TRIAL_CAPACITY = 25;

export const QUOTA_TEXTS = {
  freeAudioDisabled: 'Free audio is disabled. Upgrade now.',
  remaining: (minutes: number) => `${minutes} user-minutes of free audio remaining.`,
} as const;

type VoiceRefusalReason = 'free_audio_disabled' | 'free_audio_exhausted' | 'trial_capacity';

/** Why someone cannot talk, said to them (the server sends it as the refusal's message). */
function refusalText(reason: VoiceRefusalReason, capacity: number): string {
  const still = 'You can still walk around and chat.';
  switch (reason) {
    case 'free_audio_disabled':
      return `Voice is off in this event: its free audio is disabled. ${still}`;
    case 'free_audio_exhausted':
      return `Voice is off in this event: its free audio minutes are used up. ${still}`;
    case 'trial_capacity':
      return `Voice in this event is full (${capacity} people), so you cannot talk now. ${still}`;
  }
}

/** events/{e}.audioUsage as staff set it (any field may be missing). */
export interface AudioPlanFields {
  customPlan?: string | null;
  ignoreTrialLimit?: boolean;
  freeAudioDisabled?: boolean;
  bonusFreeMinutes?: number;
  unlimitedCapacity?: boolean;
}

/** The connected subscription as the quota sees it (null: none, or not found). */
export interface QuotaSubscription {
  status: string;
  /** 'Regular' | '50-user' | '100-user' | '150-user' (src/domain/billing/billing.ts labels). */
  priceLabel: string;
}

export interface QuotaPlan {
  /** No free-minute limit (custom plan or active subscription). */
  paid: boolean;
  /** Free minutes (300 + bonus); Infinity when paid. */
  freeMinutes: number;
  /** People allowed in voice at once. */
  capacity: number;
  /** Free audio switched off by staff and no plan. */
  freeAudioDisabled: boolean;
}

export function quotaPlan(
  audioUsage: AudioPlanFields | undefined,
  subscription: QuotaSubscription | null,
): QuotaPlan {
  const usage = audioUsage ?? {};
  const subscribed = subscription?.status === 'active';
  const custom = typeof usage.customPlan === 'string' && usage.customPlan !== '';
  const paid = custom || subscribed;
  const bonus = Number.isFinite(usage.bonusFreeMinutes) ? Math.max(0, usage.bonusFreeMinutes!) : 0;
  const capacity =
    usage.unlimitedCapacity === true || usage.ignoreTrialLimit === true || custom
      ? Infinity
      : subscribed
        ? priceCapacity(subscription.priceLabel)
        : TRIAL_CAPACITY;
  return {
    paid,
    freeMinutes: paid ? Infinity : FREE_AUDIO_MINUTES + bonus,
    capacity,
    freeAudioDisabled: !paid && usage.freeAudioDisabled === true,
  };
}

/** A completedConferences entry (only what the quota reads). */
export interface CompletedUsage {
  /** User-seconds. */
  totalPresenceDuration?: number;
}

/** An open conference (src/domain/voice/usage.ts OpenConference, what the quota reads). */
export interface OpenUsage {
  closedPresenceMs: number;
  sessions: Record<string, number>;
}

/** User-minutes used: completed conferences plus an estimate of the open ones up to now. */
export function usedMinutes(
  completed: Record<string, CompletedUsage>,
  open: readonly OpenUsage[],
  nowMs: number,
): number {
  let seconds = 0;
  for (const entry of Object.values(completed)) {
    const value = entry.totalPresenceDuration;
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) seconds += value;
  }
  let openMs = 0;
  for (const conference of open) {
    openMs += Math.max(0, conference.closedPresenceMs);
    for (const joinedMs of Object.values(conference.sessions)) {
      openMs += Math.max(0, nowMs - joinedMs);
    }
  }
  return seconds / 60 + openMs / 60_000;
}

/** Whole free user-minutes left (never negative; Infinity when paid). */
export function remainingMinutes(plan: Pick<QuotaPlan, 'freeMinutes'>, used: number): number {
  if (!Number.isFinite(plan.freeMinutes)) return Infinity;
  return Math.max(0, Math.floor(plan.freeMinutes - used));
}

/** Hours as shown: minutes / 60 with one decimal. */
export function usageHours(minutes: number): number {
  return Math.round(minutes / 6) / 10;
}

/** Warn when ≤ 10 minutes remain, or ≤ 2x the online non-banned people when they are ≥ 5. */
export function quotaWarning(remaining: number, onlineNonBanned: number): boolean {
  if (!Number.isFinite(remaining)) return false;
  return remaining <= 10 || (onlineNonBanned >= 5 && remaining <= 2 * onlineNonBanned);
}

/** The organisers' note in the event, or null when none applies. */
export function quotaNotice(
  plan: Pick<QuotaPlan, 'paid' | 'freeAudioDisabled'>,
  remaining: number,
  onlineNonBanned: number,
): string | null {
  if (plan.paid) return null;
  if (plan.freeAudioDisabled) return QUOTA_TEXTS.freeAudioDisabled;
  return quotaWarning(remaining, onlineNonBanned) ? QUOTA_TEXTS.remaining(remaining) : null;
}

export type VoiceJoinDecision =
  { allowed: true } | { allowed: false; reason: VoiceRefusalReason; message: string };

export interface VoiceJoinInput {
  plan: QuotaPlan;
  usedMinutes: number;
  /** Distinct people holding a voice seat in the event now (not counting the caller). */
  othersInVoice: number;
  /** The caller already holds a seat (a second alias, a reconnect): never refused. */
  seated: boolean;
  /** settings/global.audioQuotaEnforced (missing = true). */
  enforced: boolean;
}

/** May this person start talking in the event? */
export function decideVoiceJoin(input: VoiceJoinInput): VoiceJoinDecision {
  const { plan } = input;
  if (!input.enforced || input.seated) return { allowed: true };
  const refuse = (reason: VoiceRefusalReason): VoiceJoinDecision => ({
    allowed: false,
    reason,
    message: refusalText(reason, plan.capacity),
  });
  if (plan.freeAudioDisabled) return refuse('free_audio_disabled');
  if (remainingMinutes(plan, input.usedMinutes) <= 0) return refuse('free_audio_exhausted');
  if (input.othersInVoice >= plan.capacity) return refuse('trial_capacity');
  return { allowed: true };
}
