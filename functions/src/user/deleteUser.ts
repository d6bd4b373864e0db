import { type DeleteUserResult } from '../../../src/domain/protocol/callables';
import { authedCallable } from '../shared/callable';
import { logAccountDeleted } from '../shared/log';
import { findActiveSubscriptions } from './activeSubscriptions';
import { eraseUserData } from './eraseUserData';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';

/**
 * user-deleteUser: deletes the caller's account and their data everywhere, unless a billing
 * account they own still has an active subscription (those are listed, nothing is touched).
 * The auth user goes last, so a failure half-way leaves the caller signed in to try again.
 */
export const deleteUser = authedCallable(
  CALLABLES.deleteUser,
  async (_data, caller): Promise<DeleteUserResult> => {
    const activeSubscriptions = await findActiveSubscriptions(caller.uid);
    if (activeSubscriptions.length > 0) return { success: false, activeSubscriptions };
    const summary = await eraseUserData(caller.uid);
    logAccountDeleted(caller.uid, summary);
    return { success: true };
  },
);
