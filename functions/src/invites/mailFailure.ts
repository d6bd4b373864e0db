import { HttpsError } from 'firebase-functions/v2/https';
import { refusalText } from '../shared/refusal';

/** What nodemailer's errors carry beside the message (its SMTP and socket codes). */
interface MailError {
  code?: unknown;
  response?: unknown;
  message?: unknown;
}

const SOCKET_REASONS: [RegExp, string][] = [
  [/ECONNREFUSED/, 'the mail server refused the connection'],
  [/ETIMEDOUT|timeout/i, 'the mail server did not answer in time'],
  [/ENOTFOUND|EAI_AGAIN|EDNS/, "the mail server's address could not be found"],
  [/ECONNRESET|EPIPE/, 'the mail server closed the connection'],
];

/**
 * Why an invite e-mail did not leave, in words staff can act on (issue 30 #7: a refused
 * connection read 'Could not reach the server', as if the staff member were offline). The SMTP
 * server's own answer is quoted when it gave one.
 */
export function mailFailureReason(error: unknown): string {
  const { code, response, message } = (error ?? {}) as MailError;
  const text = `${typeof code === 'string' ? code : ''} ${typeof message === 'string' ? message : String(error)}`;
  const answer = typeof response === 'string' ? response.trim() : '';
  if (code === 'EAUTH') {
    return `the mail server did not accept the sign-in (SMTP_USER and SMTP_PASS)${answer ? `: ${answer}` : ''}`;
  }
  if (answer) return `the mail server answered "${answer}"`;
  for (const [pattern, reason] of SOCKET_REASONS) if (pattern.test(text)) return reason;
  return typeof message === 'string' && message ? message : 'the mail server gave no reason';
}

/**
 * The refusal a send call answers with. Not 'unavailable': the app shows that code as the
 * caller's own connection failing. The invites stay, pending, and their links can be copied.
 * The app shows it in the person's language; the mail server's reason stays in English (it
 * quotes the server).
 */
export function mailNotSentError(reason: string, invites = 1): HttpsError {
  const message =
    invites === 1
      ? `The invitation was saved, but the e-mail could not be sent: ${reason}. ` +
        'Copy the link below and send it yourself.'
      : `The invitations were saved, but none of the ${invites} e-mails could be sent: ` +
        `${reason}. Copy their links below and send them yourself.`;
  return new HttpsError('failed-precondition', message, {
    reason: 'mail_not_sent',
    mailError: reason,
    ...refusalText('refusals.mailNotSent', { invites, reason }),
  });
}

/** A send that failed: the reason, for the callable to answer with. */
export class MailNotSent extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}
