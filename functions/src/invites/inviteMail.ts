import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import type { Transporter } from 'nodemailer';
import { signupLink } from '../../../src/domain/invites';
import type { Language } from '../../../src/domain/languages';
import { logInviteMailRefused } from '../shared/log';
import { inviteMailContent } from './inviteMailContent';
import { type MailConfig, requireMailConfig } from './mailConfig';
import { MailNotSent, mailFailureReason } from './mailFailure';

/** An invite as stored: invites/{code}. */
export interface StoredInvite {
  email: string;
  code: string;
  emailSent: boolean;
  redeemedBy: string | null;
}

export function inviteOf(data: FirebaseFirestore.DocumentData | undefined): StoredInvite | null {
  if (!data || typeof data.email !== 'string' || typeof data.code !== 'string') return null;
  return {
    email: data.email,
    code: data.code,
    emailSent: data.emailSent === true,
    redeemedBy: typeof data.redeemedBy === 'string' ? data.redeemedBy : null,
  };
}

/**
 * One SMTP connection setup for a batch of invites (requires the mail settings). nodemailer is
 * loaded here, on the first mail: the functions' index loads every module in every worker, and
 * it costs about 0.08 s of CPU that only the invites' two functions need.
 */
export async function inviteMailer(): Promise<{ config: MailConfig; transport: Transporter }> {
  const config = requireMailConfig(process.env);
  const { createTransport } = await import('nodemailer');
  return { config, transport: createTransport(config.transport) };
}

/**
 * Sends an invite's e-mail, in `language` (staff chose it on the invites page), and only then
 * marks it sent: a refused message leaves the invite pending, and the caller hears why
 * (MailNotSent, with the reason in words staff can act on).
 */
export async function sendInviteMail(
  mailer: { config: MailConfig; transport: Transporter },
  ref: DocumentReference,
  invite: StoredInvite,
  language: Language,
): Promise<void> {
  const content = await inviteMailContent(language, signupLink(mailer.config.appUrl, invite.code));
  try {
    await mailer.transport.sendMail({ from: mailer.config.from, to: invite.email, ...content });
  } catch (error) {
    // The reason staff are told (the server's answer, when it gave one); its stack trace would
    // not say why. The invite is named by its id, not by the address it was sent to.
    const reason = mailFailureReason(error);
    logInviteMailRefused({ inviteId: ref.id, reason });
    throw new MailNotSent(reason);
  }
  await ref.update({ emailSent: true, emailSentAt: FieldValue.serverTimestamp() });
}
