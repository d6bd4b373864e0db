import { z } from 'zod';
import { documentIdField } from '../documentIds';
import { emailProblem } from '../email';

/**
 * Early access (issue 29 #9): while an event is closed, its gate lets in organisers and the
 * people given early access (decideAccess). Organisers and staff give it from a person's popup
 * in the attendees panel, or by e-mail in Event permissions to someone who has not come yet.
 * Callable payloads are strict objects, as in callables.ts.
 */
export const setEarlyAccessSchema = z.strictObject({
  eventId: documentIdField(),
  userId: documentIdField(),
  earlyAccess: z.boolean(),
});
export interface SetEarlyAccessResult {
  earlyAccess: boolean;
}

/** An account's e-mail as typed: trimmed and lower-cased, as Auth compares addresses. */
const accountEmail = z
  .string()
  .trim()
  .toLowerCase()
  .superRefine((email, ctx) => {
    const problem = emailProblem(email);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const setEarlyAccessByEmailSchema = z.strictObject({
  eventId: documentIdField(),
  email: accountEmail,
  earlyAccess: z.boolean(),
});

export const EARLY_ACCESS_TEXTS = {
  noAccount:
    'No account uses this e-mail address. Ask them to sign up first, then give them early access.',
  given: (email: string) => `${email} has early access: they can join while the event is closed.`,
  removed: (email: string) => `${email} no longer has early access.`,
} as const;
