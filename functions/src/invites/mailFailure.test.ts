import { describe, expect, it } from 'vitest';
import { mailFailureReason, mailNotSentError } from './mailFailure';

const nodemailerError = (message: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), extra);

describe('why an invite e-mail did not leave', () => {
  it.each([
    [
      nodemailerError('connect ECONNREFUSED 127.0.0.1:2525', { code: 'ESOCKET' }),
      'the mail server refused the connection',
    ],
    [
      nodemailerError('Connection timeout', { code: 'ETIMEDOUT' }),
      'the mail server did not answer in time',
    ],
    [
      nodemailerError('getaddrinfo ENOTFOUND mail.example.org', { code: 'EDNS' }),
      "the mail server's address could not be found",
    ],
    [
      nodemailerError("Can't send mail - all recipients were rejected", {
        code: 'EENVELOPE',
        response: '550 Mailbox unavailable',
      }),
      'the mail server answered "550 Mailbox unavailable"',
    ],
    [
      nodemailerError('Invalid login', { code: 'EAUTH', response: '535 Authentication failed' }),
      'the mail server did not accept the sign-in (SMTP_USER and SMTP_PASS): 535 Authentication failed',
    ],
    [nodemailerError('Something odd'), 'Something odd'],
    ['a string', 'the mail server gave no reason'],
  ])('%s', (error, reason) => {
    expect(mailFailureReason(error)).toBe(reason);
  });

  it('answers failed-precondition (not unavailable, which reads as the caller being offline)', () => {
    const one = mailNotSentError('the mail server refused the connection');
    expect(one.code).toBe('failed-precondition');
    expect(one.message).toBe(
      'The invitation was saved, but the e-mail could not be sent: the mail server refused the ' +
        'connection. Copy the link below and send it yourself.',
    );
    expect(one.details).toEqual({
      reason: 'mail_not_sent',
      mailError: 'the mail server refused the connection',
      // The app's catalog message for the sentence, in the person's language (issue 34).
      messageId: 'refusals.mailNotSent',
      values: { invites: 1, reason: 'the mail server refused the connection' },
    });
    expect(mailNotSentError('the mail server refused the connection', 3).message).toBe(
      'The invitations were saved, but none of the 3 e-mails could be sent: the mail server ' +
        'refused the connection. Copy their links below and send them yourself.',
    );
  });
});
