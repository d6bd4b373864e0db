/**
 * E-mail addresses as people type them (sign-up, invitations, approved e-mails): one '@', a
 * local part of at most 64 characters without spaces, a domain name of dot-separated labels
 * (letters, digits, inner hyphens; at most 63 each) ending in a top-level name of letters, and
 * at most 254 characters in all (the limits of RFC 5321 for a deliverable address).
 */
export const EMAIL_LIMITS = { total: 254, local: 64, label: 63 } as const;

export const EMAIL_TEXTS = {
  required: 'Please enter your e-mail address.',
  invalid: 'That e-mail address is not valid.',
  tooLong: `An e-mail address is at most ${EMAIL_LIMITS.total} characters.`,
  localTooLong: `The part before @ is at most ${EMAIL_LIMITS.local} characters.`,
  notAnAddress: (entry: string) => `Not a valid e-mail address: ${entry}`,
} as const;

const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?$/;

/** Why `email` (trimmed) is not a usable address, or null when it is. */
export function emailProblem(email: string): string | null {
  const address = email.trim();
  if (address === '') return EMAIL_TEXTS.required;
  if (address.length > EMAIL_LIMITS.total) return EMAIL_TEXTS.tooLong;
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  const labels = address.slice(at + 1).split('.');
  if (at < 1 || !LOCAL.test(local)) return EMAIL_TEXTS.invalid;
  if (local.length > EMAIL_LIMITS.local) return EMAIL_TEXTS.localTooLong;
  const valid =
    labels.length >= 2 &&
    labels.every((label) => label.length <= EMAIL_LIMITS.label && LABEL.test(label)) &&
    /^([A-Za-z]{2,}|xn--[A-Za-z0-9-]+)$/.test(labels[labels.length - 1]!);
  return valid ? null : EMAIL_TEXTS.invalid;
}

/** The first of a list's entries that is not a usable address, or null. */
export function firstInvalidEmail(entries: readonly string[]): string | null {
  return entries.find((entry) => emailProblem(entry) !== null) ?? null;
}
