import { HttpsError } from 'firebase-functions/v2/https';
import { type SendInvitesResult } from '../../../src/domain/invites';
import { db } from '../shared/admin';
import { authedCallable } from '../shared/callable';
import { refusalText } from '../shared/refusal';
import { requireStaff } from '../shared/staff';
import { inviteMailer, inviteOf, sendInviteMail } from './inviteMail';
import { MailNotSent, mailNotSentError } from './mailFailure';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';

/**
 * Staff only: e-mails one invite its sign-up link (again, if it was sent before), in the language
 * staff chose for it.
 */
export const sendInvitation = authedCallable(
  CALLABLES.sendInvitation,
  async ({ inviteCode, language }, caller): Promise<SendInvitesResult> => {
    requireStaff(caller);
    const mailer = await inviteMailer();
    const ref = db.doc(`invites/${inviteCode}`);
    const invite = inviteOf((await ref.get()).data());
    if (!invite) {
      throw new HttpsError('not-found', 'This invite does not exist.', {
        reason: 'invite_not_found',
        ...refusalText('refusals.inviteNotFound'),
      });
    }
    if (invite.redeemedBy) {
      throw new HttpsError('failed-precondition', 'This invite has been redeemed already.', {
        reason: 'code_already_redeemed',
        ...refusalText('refusals.inviteRedeemed'),
      });
    }
    try {
      await sendInviteMail(mailer, ref, invite, language);
    } catch (error) {
      if (error instanceof MailNotSent) throw mailNotSentError(error.reason);
      throw error;
    } finally {
      mailer.transport.close();
    }
    return { sent: 1, failed: 0 };
  },
);
