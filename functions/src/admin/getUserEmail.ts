import { type GetUserEmailResult } from '../../../src/domain/protocol/callables';
import { adminAuth } from '../shared/admin';
import { authedCallable } from '../shared/callable';
import { requireStaff } from '../shared/staff';
import { userNotFound } from './refusals';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';

/**
 * admin-getUserEmail (staff only, /admin/users/{userId}): the auth account's e-mail, and its
 * staff claim, both of which live in Firebase Auth where no client can read another's.
 */
export const getUserEmail = authedCallable(
  CALLABLES.getUserEmail,
  async ({ userId }, caller): Promise<GetUserEmailResult> => {
    requireStaff(caller);
    const user = await adminAuth.getUser(userId).catch((error: { code?: string }) => {
      if (error.code === 'auth/user-not-found') {
        throw userNotFound();
      }
      throw error;
    });
    return { email: user.email ?? null, staff: user.customClaims?.staff === true };
  },
);
