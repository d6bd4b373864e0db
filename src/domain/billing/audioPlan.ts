/**
 * An event's custom audio plan, set by staff on /admin/event/{eventId}: the reference's rule
 * for events/{e}.audioUsage.customPlan and ignoreTrialLimit.
 *   event organizer, company plan → customPlan set, ignoreTrialLimit true
 *   unlimited trial               → customPlan cleared, ignoreTrialLimit true
 *   default                       → both cleared
 */
export const AUDIO_PLANS = ['default', 'unlimitedTrial', 'eventOrganizer', 'company'] as const;
export type AudioPlan = (typeof AUDIO_PLANS)[number];

// The plans' names people read are messages of the catalogs (admin.plan.*).

/** The stored customPlan values (the plans that are real plans). */
type CustomPlan = Extract<AudioPlan, 'eventOrganizer' | 'company'>;

/** The audioUsage fields a plan writes; null means the field is removed. */
export interface AudioPlanFields {
  customPlan: CustomPlan | null;
  ignoreTrialLimit: true | null;
}

export function audioPlanFields(plan: AudioPlan): AudioPlanFields {
  switch (plan) {
    case 'eventOrganizer':
    case 'company':
      return { customPlan: plan, ignoreTrialLimit: true };
    case 'unlimitedTrial':
      return { customPlan: null, ignoreTrialLimit: true };
    case 'default':
      return { customPlan: null, ignoreTrialLimit: null };
  }
}

/** The plan an event's audioUsage amounts to (the staff page's select shows it). */
export function audioPlanOf(audioUsage: unknown): AudioPlan {
  const usage = (audioUsage ?? {}) as { customPlan?: unknown; ignoreTrialLimit?: unknown };
  if (usage.customPlan === 'eventOrganizer' || usage.customPlan === 'company') {
    return usage.customPlan;
  }
  return usage.ignoreTrialLimit === true ? 'unlimitedTrial' : 'default';
}
