import { describe, expect, it } from 'vitest';
import { AUDIO_PLANS, audioPlanFields, audioPlanOf } from './audioPlan';

describe('custom audio plans', () => {
  it("follow the reference's ignoreTrialLimit rules", () => {
    expect(audioPlanFields('eventOrganizer')).toEqual({
      customPlan: 'eventOrganizer',
      ignoreTrialLimit: true,
    });
    expect(audioPlanFields('company')).toEqual({ customPlan: 'company', ignoreTrialLimit: true });
    expect(audioPlanFields('unlimitedTrial')).toEqual({ customPlan: null, ignoreTrialLimit: true });
    expect(audioPlanFields('default')).toEqual({ customPlan: null, ignoreTrialLimit: null });
  });

  it('reads back the plan each one wrote', () => {
    for (const plan of AUDIO_PLANS) {
      const { customPlan, ignoreTrialLimit } = audioPlanFields(plan);
      const stored = {
        ...(customPlan ? { customPlan } : {}),
        ...(ignoreTrialLimit ? { ignoreTrialLimit } : {}),
      };
      expect(audioPlanOf(stored)).toBe(plan);
    }
    expect(audioPlanOf(undefined)).toBe('default');
    expect(audioPlanOf({ customPlan: 'other', ignoreTrialLimit: false })).toBe('default');
  });
});
