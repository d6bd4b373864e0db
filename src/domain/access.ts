import { effectiveRoles, type RoleFlags } from './roles';

export type AccessType = 'public' | 'password' | 'invite';

/** Reasons an access request is refused (reference gate reasons, plus event_closed). */
export type AccessRejection =
  | 'password_required'
  | 'incorrect_password'
  | 'invite_required'
  | 'user_banned'
  | 'event_doesnt_exist'
  | 'event_archived'
  | 'event_closed';

export interface AccessFacts {
  event: {
    exists: boolean;
    archived: boolean;
    isClosed: boolean;
    accessType: AccessType;
    creatorId: string;
  };
  restricted: { eventPassword: string | null; approvedEmails: readonly string[] };
  member: { banned: boolean; earlyAccess: boolean; roles: RoleFlags; granted: boolean } | null;
  user: { uid: string; email: string | null; staff: boolean };
  eventPassword?: string;
}

export type AccessDecision = { granted: true } | { granted: false; reason: AccessRejection };

/** The access gate, in the reference's order of checks. Pure: the callable gathers the facts. */
export function decideAccess(facts: AccessFacts): AccessDecision {
  const { event, member, user } = facts;
  if (!event.exists) return { granted: false, reason: 'event_doesnt_exist' };
  if (event.archived) return { granted: false, reason: 'event_archived' };
  if (member?.banned) return { granted: false, reason: 'user_banned' };
  const isCreator = event.creatorId === user.uid;
  const roles = effectiveRoles(member?.roles ?? {}, isCreator);
  // Organisers and staff pass every gate so they can prepare a closed or protected event.
  if (roles.eventOrganiser || user.staff) return { granted: true };
  if (event.isClosed && !member?.earlyAccess) return { granted: false, reason: 'event_closed' };
  if (member?.granted) return { granted: true };
  if (event.accessType === 'password') {
    if (!facts.eventPassword) return { granted: false, reason: 'password_required' };
    if (facts.eventPassword !== facts.restricted.eventPassword) {
      return { granted: false, reason: 'incorrect_password' };
    }
  }
  if (event.accessType === 'invite') {
    const email = user.email?.toLowerCase();
    const approved = facts.restricted.approvedEmails.map((e) => e.toLowerCase());
    if (!email || !approved.includes(email)) return { granted: false, reason: 'invite_required' };
  }
  return { granted: true };
}

/** Screen texts for each rejection (reference error catalogue, quoted exactly). */
export const ACCESS_REJECTION_TEXT: Record<AccessRejection, string> = {
  password_required: 'This event is protected by a password.',
  incorrect_password: 'Incorrect password, try again.',
  invite_required: 'You must be invited to access this event.',
  user_banned: 'You have been banned from this event.',
  event_doesnt_exist: "This event doesn't exist.",
  event_archived: 'This event has been archived.',
  event_closed: 'Stay tuned. This event is not open yet.',
};

export function isAccessRejection(value: unknown): value is AccessRejection {
  return typeof value === 'string' && value in ACCESS_REJECTION_TEXT;
}

/** Approved e-mails as typed: separated by newline and comma, empties dropped, duplicates skipped. */
export function parseEmailList(text: string, existing: readonly string[] = []): string[] {
  const seen = new Set(existing.map((e) => e.toLowerCase()));
  const added: string[] = [];
  for (const raw of text.split(/[\n,]/)) {
    const email = raw.trim();
    if (!email || seen.has(email.toLowerCase())) continue;
    seen.add(email.toLowerCase());
    added.push(email);
  }
  return added;
}

/** An event password as the organiser sets it and attendees type it: kept exactly as typed. */
export const EVENT_PASSWORD = {
  max: 256,
  required: 'Please enter a password.',
  tooLong: 'Event passwords are at most 256 characters.',
} as const;

/** Why a typed event password cannot be used, or null (never trimmed: spaces count). */
export function eventPasswordProblem(password: string): string | null {
  if (password === '') return EVENT_PASSWORD.required;
  return password.length > EVENT_PASSWORD.max ? EVENT_PASSWORD.tooLong : null;
}
