import { eventUserSchema } from '../../../src/domain/callables';
import { db } from '../shared/admin';
import { authedCallable } from '../shared/callable';
import {
  assertDocId,
  loadEventAuthority,
  refuseSelf,
  requireEventAdmin,
} from '../shared/eventAuthority';

/** Lifts a ban; the user's earlier grant (if any) applies again. */
export const revokeUserEventBan = authedCallable(
  eventUserSchema,
  async ({ eventId, userId }, caller) => {
    assertDocId(userId, 'userId');
    const authority = await loadEventAuthority(eventId, caller);
    requireEventAdmin(authority);
    refuseSelf(caller, userId);
    const memberRef = db.doc(`events/${eventId}/members/${userId}`);
    await db.runTransaction(async (tx) => {
      const member = await tx.get(memberRef);
      if (member.exists) tx.update(memberRef, { banned: false });
    });
    return { success: true };
  },
);
