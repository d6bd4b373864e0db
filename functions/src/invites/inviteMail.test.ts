// A refused invite mail is logged without the invitee's address (issue 29), even when the SMTP
// server's answer quotes it, and without the invite's whole code (it grants a permission).
import type { DocumentReference } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import type { Transporter } from 'nodemailer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MailConfig } from './mailConfig';
import { MailNotSent } from './mailFailure';
import { sendInviteMail, type StoredInvite } from './inviteMail';

const CODE = 'Zq9xY8wV7uT6sR5qP4oN3m';
const ADDRESS = 'invitee.name+tag@example.org';
const invite: StoredInvite = { email: ADDRESS, code: CODE, emailSent: false, redeemedBy: null };

function refusingMailer(error: Error) {
  const transport = { sendMail: vi.fn().mockRejectedValue(error) };
  const config = { from: 'staff@example.com', appUrl: 'https://app.example.com' };
  return { config: config as MailConfig, transport: transport as unknown as Transporter };
}

const ref = { id: CODE, update: vi.fn() } as unknown as DocumentReference;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a refused invite mail', () => {
  it.each([
    [
      'the recipient refused, quoted in the answer',
      Object.assign(new Error(`Can't send mail - all recipients were rejected: ${ADDRESS}`), {
        code: 'EENVELOPE',
        response: `550 5.1.1 <${ADDRESS}>: Recipient address rejected: User unknown`,
      }),
    ],
    [
      'no answer, the address in the message',
      Object.assign(new Error(`Message to ${ADDRESS} failed`), { code: 'EMESSAGE' }),
    ],
  ])('is logged by reason and masked id, without the address: %s', async (_case, error) => {
    const lines = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const sent = sendInviteMail(refusingMailer(error), ref, invite, 'en');
    await expect(sent).rejects.toBeInstanceOf(MailNotSent);
    expect(lines).toHaveBeenCalledTimes(1);
    const [message, fields] = lines.mock.calls[0] ?? [];
    expect(message).toBe('An invite mail was not accepted');
    expect(fields).toMatchObject({
      inviteId: 'Zq9x…',
      reason: expect.stringContaining('[e-mail]'),
    });
    const written = JSON.stringify(lines.mock.calls);
    expect(written).not.toContain(ADDRESS);
    expect(written).not.toMatch(/@example\.org/);
    expect(written).not.toContain(CODE);
    expect(ref.update).not.toHaveBeenCalled();
  });
});
