import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../shared/admin';
import { authedCallable } from '../shared/callable';
import { loadEventAuthority, refuseSelf, requireEventAdmin } from '../shared/eventAuthority';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';
import { memberDoc } from '../../../src/domain/protocol/paths';

const CREATOR_ROLES_FIXED = "The event creator's roles can't be changed.";

/**
 * Replaces a member's explicit roles. The member doc's grant and ban are kept; a user without
 * a member doc gets one that is not (yet) granted — the access gate lets organisers in anyway.
 */
export const setUserRoles = authedCallable(
  CALLABLES.setUserRoles,
  async ({ eventId, userId, roles }, caller) => {
    const authority = await loadEventAuthority(eventId, caller);
    requireEventAdmin(authority);
    refuseSelf(caller, userId);
    if (userId === authority.creatorId) {
      throw new HttpsError('failed-precondition', CREATOR_ROLES_FIXED, {
        reason: 'target_is_creator',
      });
    }
    const memberRef = db.doc(memberDoc(eventId, userId));
    await db.runTransaction(async (tx) => {
      const member = await tx.get(memberRef);
      if (member.exists) {
        // update() replaces the whole roles map (set with merge would keep stale keys).
        tx.update(memberRef, { roles });
      } else {
        tx.set(memberRef, {
          granted: false,
          banned: false,
          earlyAccess: false,
          roles,
        });
      }
    });
    return { success: true, roles };
  },
);
