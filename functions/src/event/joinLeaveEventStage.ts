import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../shared/admin';
import { authedCallable } from '../shared/callable';
import { loadEventAuthority, requireEventMember } from '../shared/eventAuthority';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';
import { eventDoc } from '../../../src/domain/protocol/paths';

const STAGE_PRIVATE = 'The stage is private: only speakers can use it.';

/**
 * Steps the caller onto or off the global stage: eventStage.participants.{uid}. The same rule
 * as firestore.rules (which lets the SPA write the entry directly): joining needs a member on
 * a public stage, or a speaker; leaving is always allowed, so nobody is stuck on a stage that
 * went private or after losing the role (here even a member banned meanwhile may leave).
 */
export const joinLeaveEventStage = authedCallable(
  CALLABLES.joinLeaveEventStage,
  async ({ eventId, join }, caller) => {
    const authority = await loadEventAuthority(eventId, caller);
    const participant = new FieldPath('eventStage', 'participants', caller.uid);
    const eventRef = db.doc(eventDoc(eventId));
    if (!join) {
      await eventRef.update(participant, FieldValue.delete());
      return { onStage: false };
    }
    requireEventMember(authority);
    const isPublic = authority.event.eventStage?.isPublic === true;
    if (!isPublic && !authority.roles.stageSpeaker) {
      throw new HttpsError('permission-denied', STAGE_PRIVATE, { reason: 'stage_private' });
    }
    await eventRef.update(participant, true);
    return { onStage: true };
  },
);
