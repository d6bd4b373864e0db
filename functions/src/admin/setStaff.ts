import { adminAuth } from '../shared/admin';
import { authedCallable } from '../shared/callable';
import { requireStaff } from '../shared/staff';
import { userNotFound } from './refusals';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';

/**
 * Sets or clears the `staff` custom claim (other claims are kept). It takes effect in the
 * user's next ID token (a refresh, or at most an hour).
 */
export const setStaff = authedCallable(CALLABLES.setStaff, async ({ userId, staff }, caller) => {
  requireStaff(caller);
  const user = await adminAuth.getUser(userId).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') {
      throw userNotFound();
    }
    throw error;
  });
  const claims: Record<string, unknown> = { ...(user.customClaims ?? {}) };
  if (staff) claims.staff = true;
  else delete claims.staff;
  await adminAuth.setCustomUserClaims(userId, claims);
  return { userId, staff };
});
