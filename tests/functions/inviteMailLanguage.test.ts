// The invitation e-mail in the language staff choose for it (issue 34): app-sendInvitation and
// app-sendAllPendingInvites write subject, text and HTML in it (to a real SMTP sink on the port
// of functions/.env.demo-menagerie); a caller that names none gets the reference's English; a
// language we do not ship is refused.
import { setupI18n } from '@lingui/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as en } from '../../src/features/languages/compiled/en';
import { signupLinkIn, startSmtpSink, type SmtpSink } from '../support/smtpSink';
import {
  adminDb,
  closeClients,
  expectCallError,
  signedInUser,
  unique,
  warmUp,
  type Client,
} from './support/emulators';

let sink: SmtpSink;
let staff: Client;

const address = (name: string) => `${unique(name)}@invite-language.menagerie.test`;

/** A fresh invite for a fresh address: its code and address. */
async function invite(name: string): Promise<{ code: string; email: string }> {
  const email = address(name);
  await staff.call('app-generateEmailInvitationCodes', { emails: [email] });
  const docs = (await adminDb.collection('invites').where('email', '==', email).get()).docs;
  return { code: docs[0]!.id, email };
}

beforeAll(async () => {
  sink = await startSmtpSink();
  staff = await signedInUser({ staff: true });
  await warmUp(staff, {
    'app-generateEmailInvitationCodes': { emails: [] },
    'app-sendInvitation': { inviteCode: 'warm-up' },
  });
}, 60_000);
afterAll(async () => {
  await closeClients();
  await sink?.close();
});

describe('the invitation e-mail', () => {
  it('is German when staff choose German: subject, text and HTML', async () => {
    const { code, email } = await invite('de');
    await staff.call('app-sendInvitation', { inviteCode: code, language: 'de' });
    const mail = await sink.mailTo(email);
    expect(mail.subject).toBe('Deine Einladung zu Menagerie');
    expect(mail.text).toContain(
      'Du bist eingeladen, auf Menagerie deine eigenen Veranstaltungen zu erstellen.',
    );
    expect(mail.text).toContain(
      'Registriere dich über diesen Link, um die Berechtigung zum Erstellen von Veranstaltungen zu erhalten:',
    );
    expect(mail.text).toContain('Der Link funktioniert nur einmal.');
    expect(mail.text).not.toMatch(/invited|Sign up|works once/);
    expect(signupLinkIn(mail).searchParams.get('c')).toBe(code);
    expect(mail.html).toContain('<html lang="de" dir="ltr">');
    expect(mail.html).toContain('<p>Der Link funktioniert nur einmal.</p>');
    expect(mail.html).toContain(`/signup?c=${code}" dir="ltr">`);
  });

  it('is English, the reference text, when the caller names no language', async () => {
    const { code, email } = await invite('en');
    await staff.call('app-sendInvitation', { inviteCode: code });
    const mail = await sink.mailTo(email);
    expect(mail.subject).toBe('Your invitation to Menagerie');
    expect(mail.text).toMatch(
      /^You're invited to create your own events on Menagerie\.\n\nSign up with this link to get the permission to create events:\nhttps?:\/\/\S+\/signup\?c=[A-Za-z0-9_-]+\n\nThe link works once\.$/,
    );
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
  });

  it('sending all pending invites writes each in the chosen language (Arabic, right to left)', async () => {
    const invites = [await invite('ar-1'), await invite('ar-2')];
    await staff.call('app-sendAllPendingInvites', { language: 'ar' });
    for (const { email } of invites) {
      const mail = await sink.mailTo(email);
      expect(mail.subject).toBe('دعوتك إلى Menagerie');
      expect(mail.text).toContain('يعمل الرابط مرة واحدة فقط.');
      expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    }
  });

  it('refuses a language we do not ship, and sends nothing', async () => {
    const { code } = await invite('fr');
    await expectCallError(
      staff.call('app-sendInvitation', { inviteCode: code, language: 'fr' }),
      'invalid-argument',
    );
    expect((await adminDb.doc(`invites/${code}`).get()).get('emailSent')).toBe(false);
  });
});

describe("the invites' refusals", () => {
  const english = setupI18n({ locale: 'en', messages: { en } });
  /** The refusal's named message, in English, is its sentence. */
  function expectNamed(error: { message: string; details?: unknown }, messageId: string) {
    const details = error.details as { messageId?: string; values?: Record<string, string> };
    expect(details.messageId).toBe(messageId);
    expect(english._(messageId, details.values)).toBe(error.message.replace(/ \[\d{3}\]$/, ''));
  }

  it('name their catalog message: not found, redeemed already, staff only', async () => {
    expectNamed(
      await expectCallError(
        staff.call('app-sendInvitation', { inviteCode: unique('missing'), language: 'de' }),
        'not-found',
      ),
      'refusals.inviteNotFound',
    );
    const { code } = await invite('redeemed');
    await adminDb.doc(`invites/${code}`).update({ redeemedBy: 'someone' });
    expectNamed(
      await expectCallError(
        staff.call('app-sendInvitation', { inviteCode: code }),
        'failed-precondition',
      ),
      'refusals.inviteRedeemed',
    );
    const attendee = await signedInUser();
    expectNamed(
      await expectCallError(attendee.call('app-sendAllPendingInvites', {}), 'permission-denied'),
      'refusals.notStaff',
    );
  });

  it('a mail the server refused: the count and the reason as values', async () => {
    const email = `${unique('refused')}@refused.invalid`;
    sink.refuse(email);
    await staff.call('app-generateEmailInvitationCodes', { emails: [email] });
    const code = (await adminDb.collection('invites').where('email', '==', email).get()).docs[0]!
      .id;
    const error = await expectCallError(
      staff.call('app-sendInvitation', { inviteCode: code, language: 'de' }),
      'failed-precondition',
      { reason: 'mail_not_sent' },
    );
    expectNamed(error, 'refusals.mailNotSent');
    expect(error.details).toMatchObject({
      values: { invites: 1, reason: 'the mail server answered "550 Mailbox unavailable"' },
    });
    await adminDb.doc(`invites/${code}`).delete();
  });
});
