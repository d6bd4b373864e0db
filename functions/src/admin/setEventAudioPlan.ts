import { FieldValue } from 'firebase-admin/firestore';
import { audioPlanFields } from '../../../src/domain/billing/audioPlan';
import { type SetEventAudioPlanResult } from '../../../src/domain/protocol/callables';
import { db } from '../shared/admin';
import { authedCallable } from '../shared/callable';
import { requireStaffAndEvent } from './botControl';
import { markUsagePending } from '../audio/conferenceStore';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';
import { eventDoc } from '../../../src/domain/protocol/paths';

/**
 * admin-setEventAudioPlan (staff only, /admin/event/{eventId}): writes the custom audio plan's
 * fields of events/{e}.audioUsage by the reference's rule (src/domain/billing/audioPlan.ts); a cleared
 * field is deleted, other audioUsage fields are left alone.
 */
export const setEventAudioPlan = authedCallable(
  CALLABLES.setEventAudioPlan,
  async ({ eventId, plan }, caller): Promise<SetEventAudioPlanResult> => {
    await requireStaffAndEvent(caller, eventId);
    const { customPlan, ignoreTrialLimit } = audioPlanFields(plan);
    await db.doc(eventDoc(eventId)).update({
      'audioUsage.customPlan': customPlan ?? FieldValue.delete(),
      'audioUsage.ignoreTrialLimit': ignoreTrialLimit ?? FieldValue.delete(),
    });
    // The organisers' quota summary says what the plan allows: recount it on the next pass.
    await markUsagePending(eventId);
    return { plan };
  },
);
