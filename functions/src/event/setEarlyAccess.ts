import { setEarlyAccessSchema, type SetEarlyAccessResult } from '../../../src/domain/callables';
import { db } from '../shared/admin';
import { authedCallable } from '../shared/callable';
import { loadEventAuthority, refuseSelf, requireEventOrganiser } from '../shared/eventAuthority';

/**
 * Gives or removes a person's early access: while the event is closed, the access gate lets in
 * only organisers and early-access members (decideAccess). Organisers and staff decide it, as
 * they decide whether the event is closed; before this only a database edit could. The member
 * doc's grant, ban and roles are kept; someone without one gets one that is not (yet) granted,
 * so the gate still checks their password or invitation when they come.
 */
export const setEarlyAccess = authedCallable(
  setEarlyAccessSchema,
  async ({ eventId, userId, earlyAccess }, caller): Promise<SetEarlyAccessResult> => {
    const authority = await loadEventAuthority(eventId, caller);
    requireEventOrganiser(authority);
    refuseSelf(caller, userId);
    const memberRef = db.doc(`events/${eventId}/members/${userId}`);
    await db.runTransaction(async (tx) => {
      const member = await tx.get(memberRef);
      if (member.exists) tx.update(memberRef, { earlyAccess });
      else tx.set(memberRef, { granted: false, banned: false, earlyAccess, roles: {} });
    });
    return { earlyAccess };
  },
);
