import { z } from 'zod';
import { parseEmailList } from './access';
import { SIGNUP_REDIRECT } from './constants';
import { isDocumentId, NOT_AN_ID } from './documentIds';
import { emailProblem, firstInvalidEmail } from './email';
import { languageSchema } from './languageSchema';

/**
 * Sign-up invitation codes (invites/{code}): staff generate one per e-mail, send it as a link to
 * /signup?c={code}, and the code grants users/{uid}.permissions.createEvents exactly once.
 */

/** Invites are stored under their lower-cased e-mail, so 'A@x.org' and 'a@x.org' are one. */
const inviteEmail = z
  .string()
  .trim()
  .toLowerCase()
  .superRefine((email, ctx) => {
    const problem = emailProblem(email);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** At most this many e-mails per call: the invites are created in one transaction. */
const MAX_EMAILS_PER_CALL = 400;

// Callable payloads are strict objects, as in callables.ts.
export const generateEmailInvitationCodesSchema = z.strictObject({
  emails: z
    .array(inviteEmail)
    .min(1, 'Enter at least one e-mail address.')
    .max(MAX_EMAILS_PER_CALL, `At most ${MAX_EMAILS_PER_CALL} e-mails at a time.`),
});
/**
 * The staff page's 'Generate Invites' text: newline- and comma-separated, empties dropped,
 * entries already in the list skipped (counted as `repeated`); `invalid` is the first entry that
 * is not an e-mail address.
 */
export function readInviteEmails(text: string): {
  emails: string[];
  repeated: number;
  invalid: string | null;
} {
  const entries = text.split(/[\n,]/).filter((entry) => entry.trim());
  const emails = parseEmailList(text);
  const invalid = firstInvalidEmail(emails);
  return { emails, repeated: entries.length - emails.length, invalid };
}

export interface GenerateEmailInvitationCodesResult {
  /** New invites. */
  created: number;
  /** E-mails that had an invite already (or appeared twice in the list). */
  skipped: number;
}

/** Codes are url-safe base64 (crypto.randomBytes on the server). */
export const inviteCodeSchema = z.strictObject({
  inviteCode: z
    .string()
    .trim()
    .min(1, 'The invitation code is missing.')
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'Not an invitation code.')
    .refine(isDocumentId, NOT_AN_ID),
});

/**
 * The language the invitation e-mails are written in (the staff page's choice, issue 34);
 * English when a caller names none.
 */
const mailLanguage = languageSchema.default('en');

export const sendInvitationSchema = z.strictObject({
  inviteCode: inviteCodeSchema.shape.inviteCode,
  language: mailLanguage,
});

export const sendAllPendingInvitesSchema = z.strictObject({ language: mailLanguage });
export interface SendInvitesResult {
  sent: number;
  /** sendAllPendingInvites only: invites whose mail the server refused (they stay pending). */
  failed: number;
}

/** The reasons redeemInvitationCode answers with; anything else is an "other failure". */
const REDEEM_REASONS = [
  'code_redeemed',
  'already_has_permission',
  'code_already_redeemed',
] as const;
export type RedeemReason = (typeof REDEEM_REASONS)[number];
export interface RedeemInvitationCodeResult {
  success: boolean;
  reason: RedeemReason;
}

/** The reference's texts for each outcome (error catalogue, sign-up codes). */
export const REDEEM_OUTCOME_TEXT: Record<RedeemReason | 'failure', string> = {
  code_redeemed: 'Your invitation code has been redeemed, and you can now create events.',
  already_has_permission: 'This account already has permissions to create events.',
  code_already_redeemed: "Sign up successful. Unfortunately, your invite code's already been used.",
  failure:
    'However something went wrong when redeeming your invitation code, so you will retain default account privileges.',
};

export function isRedeemReason(value: unknown): value is RedeemReason {
  return typeof value === 'string' && (REDEEM_REASONS as readonly string[]).includes(value);
}

/** What /signup shows after a redemption and how long before it goes home. */
export interface RedeemOutcome {
  reason: RedeemReason | 'failure';
  text: string;
  redirectMs: number;
}

/** The reason of redeemInvitationCode's answer (null when the call failed) as /signup shows it. */
export function redeemOutcome(reason: unknown): RedeemOutcome {
  if (!isRedeemReason(reason)) {
    return {
      reason: 'failure',
      text: REDEEM_OUTCOME_TEXT.failure,
      redirectMs: SIGNUP_REDIRECT.afterFailureMs,
    };
  }
  return { reason, text: REDEEM_OUTCOME_TEXT[reason], redirectMs: SIGNUP_REDIRECT.afterReasonMs };
}

/** The /signup path an invite e-mail links to. */
export function signupLink(appUrl: string, code: string): string {
  return `${appUrl.replace(/\/+$/, '')}/signup?c=${encodeURIComponent(code)}`;
}

/** An invite's state on the admin page: pending until sent; redeemed once someone used it. */
export type InviteState = 'pending' | 'sent' | 'redeemed';
export function inviteState(invite: {
  emailSent: boolean;
  redeemedBy: string | null;
}): InviteState {
  if (invite.redeemedBy) return 'redeemed';
  return invite.emailSent ? 'sent' : 'pending';
}
