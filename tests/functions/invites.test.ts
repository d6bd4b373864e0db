// Sign-up invitation codes: staff generate, mail (to a real SMTP sink on loopback, the port of
// functions/.env.demo-menagerie), delete; anyone signed in redeems a code once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  GenerateEmailInvitationCodesResult,
  RedeemInvitationCodeResult,
  SendInvitesResult,
} from '../../src/domain/invites';
import { signupLinkIn, startSmtpSink, type SmtpSink } from '../support/smtpSink';
import {
  adminDb,
  anonymousClient,
  closeClients,
  expectCallError,
  signedInUser,
  unique,
  warmUp,
  type Client,
} from './support/emulators';

let sink: SmtpSink;
let staff: Client;
let attendee: Client;

const address = (name: string) => `${unique(name)}@invites.menagerie.test`;

async function invitesFor(email: string) {
  return (await adminDb.collection('invites').where('email', '==', email).get()).docs;
}

/** A fresh invite for a fresh address; returns its code. */
async function inviteCode(): Promise<string> {
  const email = address('code');
  await staff.call('app-generateEmailInvitationCodes', { emails: [email] });
  return (await invitesFor(email))[0]!.id;
}

const redeem = (client: Client, inviteCode: string) =>
  client.call<RedeemInvitationCodeResult>('app-redeemInvitationCode', { inviteCode });

beforeAll(async () => {
  sink = await startSmtpSink();
  [staff, attendee] = await Promise.all([signedInUser({ staff: true }), signedInUser()]);
  await warmUp(attendee, {
    'app-redeemInvitationCode': { inviteCode: 'warm-up' },
    'app-generateEmailInvitationCodes': { emails: [] },
    'app-sendInvitation': { inviteCode: 'warm-up' },
    'app-sendAllPendingInvites': {},
    'app-deleteInvitation': { inviteCode: 'warm-up' },
  });
}, 60_000);
afterAll(async () => {
  await closeClients();
  await sink?.close();
});

describe('app-generateEmailInvitationCodes', () => {
  it('creates one pending invite per new e-mail, with an unguessable url-safe code', async () => {
    const [a, b] = [address('a'), address('b')];
    const result = await staff.call<GenerateEmailInvitationCodesResult>(
      'app-generateEmailInvitationCodes',
      { emails: [a, ` ${b.toUpperCase()} `, b] },
    );
    expect(result).toEqual({ created: 2, skipped: 1 });
    for (const email of [a, b]) {
      const docs = await invitesFor(email);
      expect(docs).toHaveLength(1);
      const doc = docs[0]!;
      expect(doc.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(doc.data()).toEqual({
        email,
        code: doc.id,
        emailSent: false,
        redeemedBy: null,
        created: expect.anything(),
      });
    }
  });

  it('skips e-mails invited before', async () => {
    const [old, fresh] = [address('old'), address('fresh')];
    await staff.call('app-generateEmailInvitationCodes', { emails: [old] });
    const result = await staff.call('app-generateEmailInvitationCodes', { emails: [old, fresh] });
    expect(result).toEqual({ created: 1, skipped: 1 });
    expect(await invitesFor(old)).toHaveLength(1);
    expect(await invitesFor(fresh)).toHaveLength(1);
  });

  it('refuses invalid e-mails (form and RFC 5321 lengths) and an empty list', async () => {
    await expectCallError(
      staff.call('app-generateEmailInvitationCodes', { emails: ['not-an-email'] }),
      'invalid-argument',
      { message: /That e-mail address is not valid/ },
    );
    // A 250-character local part: 262 characters in all (issue 18).
    await expectCallError(
      staff.call('app-generateEmailInvitationCodes', {
        emails: [`${'l'.repeat(250)}@example.com`],
      }),
      'invalid-argument',
      { message: /at most 254 characters/ },
    );
    await expectCallError(
      staff.call('app-generateEmailInvitationCodes', { emails: [] }),
      'invalid-argument',
    );
  });
});

describe('staff only', () => {
  it.each([
    ['app-generateEmailInvitationCodes', { emails: ['someone@example.org'] }],
    ['app-sendInvitation', { inviteCode: 'abc' }],
    ['app-sendAllPendingInvites', {}],
    ['app-deleteInvitation', { inviteCode: 'abc' }],
  ])('%s refuses a user without the staff claim', async (name, payload) => {
    await expectCallError(attendee.call(name, payload), 'permission-denied', {
      reason: 'not_staff',
    });
  });
});

describe('sending invites', () => {
  it('app-sendInvitation mails the sign-up link, then marks the invite sent', async () => {
    const code = await inviteCode();
    const email = (await adminDb.doc(`invites/${code}`).get()).get('email') as string;
    expect(await staff.call('app-sendInvitation', { inviteCode: code })).toEqual({
      sent: 1,
      failed: 0,
    });
    const mail = await sink.mailTo(email);
    expect(mail.subject).toBe('Your invitation to Menagerie');
    const link = signupLinkIn(mail);
    expect(link.pathname).toBe('/signup');
    expect(link.searchParams.get('c')).toBe(code);
    const invite = (await adminDb.doc(`invites/${code}`).get()).data()!;
    expect(invite.emailSent).toBe(true);
    expect(invite.emailSentAt.toMillis()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('a message the mail server refuses leaves the invite pending and says why', async () => {
    const email = `${unique('refused')}@refused.invalid`;
    sink.refuse(email);
    await staff.call('app-generateEmailInvitationCodes', { emails: [email] });
    const code = (await invitesFor(email))[0]!.id;
    await expectCallError(
      staff.call('app-sendInvitation', { inviteCode: code }),
      'failed-precondition',
      {
        message:
          'The invitation was saved, but the e-mail could not be sent: the mail server ' +
          'answered "550 Mailbox unavailable". Copy the link below and send it yourself.',
        reason: 'mail_not_sent',
      },
    );
    expect((await adminDb.doc(`invites/${code}`).get()).get('emailSent')).toBe(false);
    await adminDb.doc(`invites/${code}`).delete();
  });

  it('a mail server that refuses the connection is named as such; the invites stay pending (issue 30 #7)', async () => {
    const email = address('server-down');
    await staff.call('app-generateEmailInvitationCodes', { emails: [email] });
    const code = (await invitesFor(email))[0]!.id;
    // Nothing listens on the configured port while the sink is closed.
    await sink.close();
    try {
      await expectCallError(
        staff.call('app-sendInvitation', { inviteCode: code }),
        'failed-precondition',
        {
          message:
            'The invitation was saved, but the e-mail could not be sent: the mail server ' +
            'refused the connection. Copy the link below and send it yourself.',
          reason: 'mail_not_sent',
        },
      );
      await expectCallError(staff.call('app-sendAllPendingInvites', {}), 'failed-precondition', {
        message: /be sent: the mail server refused the connection\. Copy/,
        reason: 'mail_not_sent',
      });
    } finally {
      sink = await startSmtpSink();
    }
    const invite = (await adminDb.doc(`invites/${code}`).get()).data()!;
    expect(invite).toMatchObject({ email, emailSent: false, redeemedBy: null });
    await adminDb.doc(`invites/${code}`).delete();
  });

  it('app-sendAllPendingInvites mails every pending invite', async () => {
    const emails = [address('all-1'), address('all-2')];
    await staff.call('app-generateEmailInvitationCodes', { emails });
    const result = await staff.call<SendInvitesResult>('app-sendAllPendingInvites', {});
    expect(result.sent).toBeGreaterThanOrEqual(2);
    for (const email of emails) {
      const code = (await invitesFor(email))[0]!.id;
      expect(signupLinkIn(await sink.mailTo(email)).searchParams.get('c')).toBe(code);
      expect((await adminDb.doc(`invites/${code}`).get()).get('emailSent')).toBe(true);
    }
  });

  it('app-sendInvitation answers not-found for an unknown code', async () => {
    await expectCallError(
      staff.call('app-sendInvitation', { inviteCode: unique('missing') }),
      'not-found',
      { reason: 'invite_not_found' },
    );
  });
});

describe('app-deleteInvitation', () => {
  it('removes the invite; its code no longer redeems', async () => {
    const code = await inviteCode();
    await staff.call('app-deleteInvitation', { inviteCode: code });
    expect((await adminDb.doc(`invites/${code}`).get()).exists).toBe(false);
    await expectCallError(redeem(await signedInUser(), code), 'not-found', {
      reason: 'invalid_code',
    });
  });
});

describe('app-redeemInvitationCode', () => {
  it('grants the create-events permission once (code_redeemed), and events can be created', async () => {
    const user = await signedInUser();
    const code = await inviteCode();
    expect(await redeem(user, code)).toEqual({ success: true, reason: 'code_redeemed' });
    const invite = (await adminDb.doc(`invites/${code}`).get()).data()!;
    expect(invite.redeemedBy).toBe(user.uid);
    expect(invite.redeemedAt.toMillis()).toBeGreaterThan(Date.now() - 60_000);
    expect((await adminDb.doc(`users/${user.uid}`).get()).get('permissions.createEvents')).toBe(
      true,
    );
    const created = await user.call<{ slug: string }>('createNewEvent', {
      createFromTemplate: 'blank',
      isNewVersion: true,
      name: unique('invited'),
    });
    expect(created.slug).toBeTruthy();

    const other = await signedInUser();
    expect(await redeem(other, code)).toEqual({
      success: false,
      reason: 'code_already_redeemed',
    });
    expect((await adminDb.doc(`users/${other.uid}`).get()).exists).toBe(false);
  });

  it('leaves the code unused for an account that can create events already', async () => {
    const creator = await signedInUser({ canCreateEvents: true });
    const code = await inviteCode();
    expect(await redeem(creator, code)).toEqual({
      success: false,
      reason: 'already_has_permission',
    });
    expect((await adminDb.doc(`invites/${code}`).get()).get('redeemedBy')).toBeNull();
  });

  it('grants exactly once when two accounts redeem one code at the same instant', async () => {
    const code = await inviteCode();
    const [first, second] = await Promise.all([signedInUser(), signedInUser()]);
    const results = await Promise.all([redeem(first, code), redeem(second, code)]);
    expect(results.map((r) => r.reason).sort()).toEqual(['code_already_redeemed', 'code_redeemed']);
    const winner = results[0]!.success ? first : second;
    const loser = winner === first ? second : first;
    expect((await adminDb.doc(`invites/${code}`).get()).get('redeemedBy')).toBe(winner.uid);
    expect((await adminDb.doc(`users/${winner.uid}`).get()).get('permissions.createEvents')).toBe(
      true,
    );
    expect((await adminDb.doc(`users/${loser.uid}`).get()).exists).toBe(false);
  });

  it('answers not-found for an unknown code and refuses a caller who is not signed in', async () => {
    await expectCallError(redeem(attendee, unique('nope')), 'not-found', {
      message: 'This invitation code does not exist.',
      reason: 'invalid_code',
    });
    await expectCallError(
      anonymousClient().call('app-redeemInvitationCode', { inviteCode: 'abc' }),
      'unauthenticated',
    );
    await expectCallError(redeem(attendee, 'not a code!'), 'invalid-argument', {
      message: /Not an invitation code/,
    });
  });
});
