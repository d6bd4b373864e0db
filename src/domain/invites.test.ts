import { describe, expect, it } from 'vitest';
import {
  generateEmailInvitationCodesSchema,
  inviteCodeSchema,
  inviteState,
  isRedeemReason,
  readInviteEmails,
  redeemOutcome,
  REDEEM_OUTCOME_TEXT,
  sendAllPendingInvitesSchema,
  sendInvitationSchema,
  signupLink,
} from './invites';

describe('the Generate Invites text', () => {
  it('splits on newlines and commas, trims, drops empties and skips repeated entries', () => {
    expect(readInviteEmails('a@x.org, b@x.org\n\n ,c@x.org\nA@x.org,b@x.org ')).toEqual({
      emails: ['a@x.org', 'b@x.org', 'c@x.org'],
      repeated: 2,
      invalid: null,
    });
    expect(readInviteEmails(' \n, ')).toEqual({ emails: [], repeated: 0, invalid: null });
  });

  it('names the first entry that is not an e-mail address', () => {
    expect(readInviteEmails('a@x.org\nnot-mail, also bad').invalid).toBe('not-mail');
  });
});

describe('invite payloads', () => {
  it('lower-cases and trims e-mails, refusing invalid ones, empty lists and huge ones', () => {
    expect(generateEmailInvitationCodesSchema.parse({ emails: [' A@X.org '] })).toEqual({
      emails: ['a@x.org'],
    });
    expect(generateEmailInvitationCodesSchema.safeParse({ emails: ['nope'] }).success).toBe(false);
    expect(generateEmailInvitationCodesSchema.safeParse({ emails: [] }).success).toBe(false);
    const many = Array.from({ length: 401 }, (_, i) => `u${i}@x.org`);
    expect(generateEmailInvitationCodesSchema.safeParse({ emails: many }).success).toBe(false);
  });

  it('takes url-safe codes only', () => {
    expect(inviteCodeSchema.parse({ inviteCode: 'Ab_9-x' })).toEqual({ inviteCode: 'Ab_9-x' });
    for (const inviteCode of ['', 'a/b', 'a b', 'x'.repeat(65)]) {
      expect(inviteCodeSchema.safeParse({ inviteCode }).success, inviteCode).toBe(false);
    }
  });

  it('send the e-mails in a language we ship, English when none is named', () => {
    expect(sendInvitationSchema.parse({ inviteCode: 'Ab_9-x', language: 'de' })).toEqual({
      inviteCode: 'Ab_9-x',
      language: 'de',
    });
    expect(sendInvitationSchema.parse({ inviteCode: 'Ab_9-x' }).language).toBe('en');
    expect(sendAllPendingInvitesSchema.parse({ language: 'ar' })).toEqual({ language: 'ar' });
    expect(sendAllPendingInvitesSchema.parse({})).toEqual({ language: 'en' });
    for (const language of ['fr', 'DE', '', 3, null]) {
      expect(sendInvitationSchema.safeParse({ inviteCode: 'a', language }).success).toBe(false);
      expect(sendAllPendingInvitesSchema.safeParse({ language }).success).toBe(false);
    }
    expect(sendInvitationSchema.safeParse({ inviteCode: 'a', extra: 1 }).success).toBe(false);
  });
});

describe('invites', () => {
  it('link to /signup?c={code} on the app', () => {
    expect(signupLink('https://menagerie.app/', 'Ab_9-x')).toBe(
      'https://menagerie.app/signup?c=Ab_9-x',
    );
  });

  it('are pending until sent, then sent, and redeemed once redeemedBy is set', () => {
    expect(inviteState({ emailSent: false, redeemedBy: null })).toBe('pending');
    expect(inviteState({ emailSent: true, redeemedBy: null })).toBe('sent');
    expect(inviteState({ emailSent: true, redeemedBy: 'uid' })).toBe('redeemed');
  });

  it('have a reference text for each redemption outcome', () => {
    expect(isRedeemReason('code_redeemed')).toBe(true);
    expect(isRedeemReason('invalid_code')).toBe(false);
    expect(REDEEM_OUTCOME_TEXT.code_already_redeemed).toBe(
      "Sign up successful. Unfortunately, your invite code's already been used.",
    );
  });
});

describe('redemption outcomes on /signup', () => {
  it('go home after 5 s for the listed reasons, with their texts', () => {
    expect(redeemOutcome('code_redeemed')).toEqual({
      reason: 'code_redeemed',
      text: 'Your invitation code has been redeemed, and you can now create events.',
      redirectMs: 5000,
    });
    expect(redeemOutcome('already_has_permission').redirectMs).toBe(5000);
  });

  it('go home after 7.5 s on any other failure', () => {
    for (const reason of [null, 'invalid_code', undefined]) {
      expect(redeemOutcome(reason)).toEqual({
        reason: 'failure',
        text: 'However something went wrong when redeeming your invitation code, so you will retain default account privileges.',
        redirectMs: 7500,
      });
    }
  });
});
