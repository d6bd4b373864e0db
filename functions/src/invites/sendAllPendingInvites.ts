import { type SendInvitesResult } from '../../../src/domain/invites';
import { db } from '../shared/admin';
import { authedCallable } from '../shared/callable';
import { requireStaff } from '../shared/staff';
import { inviteMailer, inviteOf, sendInviteMail } from './inviteMail';
import { MailNotSent, mailNotSentError } from './mailFailure';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';

/** Invites mailed per call, one after the other: well inside the callable's 60 s. */
const SEND_ALL_BATCH = 100;

/**
 * Staff only: e-mails every pending invite (not sent, not redeemed), in the language staff chose
 * for them, up to SEND_ALL_BATCH per call. A refused message leaves its invite pending; when none could be sent the call fails
 * with the mail server's reason.
 */
export const sendAllPendingInvites = authedCallable(
  CALLABLES.sendAllPendingInvites,
  async ({ language }, caller): Promise<SendInvitesResult> => {
    requireStaff(caller);
    const mailer = await inviteMailer();
    const pending = await db
      .collection('invites')
      .where('emailSent', '==', false)
      .where('redeemedBy', '==', null)
      .limit(SEND_ALL_BATCH)
      .get();
    let sent = 0;
    let firstReason: string | null = null;
    try {
      for (const doc of pending.docs) {
        const invite = inviteOf(doc.data());
        if (!invite) continue;
        try {
          await sendInviteMail(mailer, doc.ref, invite, language);
          sent++;
        } catch (error) {
          if (!(error instanceof MailNotSent)) throw error;
          firstReason ??= error.reason;
        }
      }
    } finally {
      mailer.transport.close();
    }
    const failed = pending.size - sent;
    if (firstReason !== null && sent === 0) throw mailNotSentError(firstReason, failed);
    return { sent, failed };
  },
);
