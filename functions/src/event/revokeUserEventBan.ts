import { db } from '../shared/admin';
import { authedCallable } from '../shared/callable';
import { loadEventAuthority, refuseSelf, requireEventAdmin } from '../shared/eventAuthority';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';
import { eventUserDoc, memberDoc } from '../../../src/domain/protocol/paths';

/** Lifts a ban; the user's earlier grant (if any) applies again. */
export const revokeUserEventBan = authedCallable(
  CALLABLES.revokeUserEventBan,
  async ({ eventId, userId }, caller) => {
    const authority = await loadEventAuthority(eventId, caller);
    requireEventAdmin(authority);
    refuseSelf(caller, userId);
    const memberRef = db.doc(memberDoc(eventId, userId));
    const userRef = db.doc(eventUserDoc(eventId, userId));
    await db.runTransaction(async (tx) => {
      const [member, user] = [await tx.get(memberRef), await tx.get(userRef)];
      if (member.exists) tx.update(memberRef, { banned: false });
      if (user.exists) tx.update(userRef, { banned: false });
    });
    return { success: true };
  },
);
