import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { type RedeemInvitationCodeResult } from '../../../src/domain/invites';
import { db } from '../shared/admin';
import { authedCallable } from '../shared/callable';
import { logInvitationRedeemed } from '../shared/log';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';

/**
 * Any signed-in account (not an anonymous demo visitor) redeems a sign-up code for the
 * create-events permission. Reading the invite and the user and writing both happen in one
 * transaction, so of two accounts redeeming one code at the same instant exactly one gets it.
 * An account that can create events already leaves the code unused for someone else.
 */
export const redeemInvitationCode = authedCallable(
  CALLABLES.redeemInvitationCode,
  async ({ inviteCode }, caller, request): Promise<RedeemInvitationCodeResult> => {
    if (request.auth?.token.firebase.sign_in_provider === 'anonymous') {
      throw new HttpsError('permission-denied', 'Sign up with an account to redeem a code.', {
        reason: 'anonymous_user',
      });
    }
    const inviteRef = db.doc(`invites/${inviteCode}`);
    const userRef = db.doc(`users/${caller.uid}`);
    const result = await db.runTransaction(async (tx): Promise<RedeemInvitationCodeResult> => {
      const [invite, user] = await Promise.all([tx.get(inviteRef), tx.get(userRef)]);
      if (!invite.exists) {
        throw new HttpsError('not-found', 'This invitation code does not exist.', {
          reason: 'invalid_code',
        });
      }
      if (invite.get('redeemedBy')) return { success: false, reason: 'code_already_redeemed' };
      if (user.get('permissions.createEvents') === true) {
        return { success: false, reason: 'already_has_permission' };
      }
      tx.update(inviteRef, { redeemedBy: caller.uid, redeemedAt: FieldValue.serverTimestamp() });
      tx.set(userRef, { permissions: { createEvents: true } }, { merge: true });
      return { success: true, reason: 'code_redeemed' };
    });
    if (result.success) logInvitationRedeemed(caller.uid);
    return result;
  },
);
