import { db } from '../shared/admin';
import { authedCallable } from '../shared/callable';
import { requireStaff } from '../shared/staff';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';

/** Staff only: removes an invite; its link then fails like any unknown code. */
export const deleteInvitation = authedCallable(
  CALLABLES.deleteInvitation,
  async ({ inviteCode }, caller) => {
    requireStaff(caller);
    await db.doc(`invites/${inviteCode}`).delete();
    return { deleted: true };
  },
);
