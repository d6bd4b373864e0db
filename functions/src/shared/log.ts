// Every log line the functions write, one named function per kind (issue 29): a fixed message,
// the variable parts as structured fields (Cloud Logging's jsonPayload), so lines can be found by
// their message and filtered by a field. The only module allowed to use firebase-functions'
// logger (eslint.config.js). No e-mail address reaches a log line: no function takes one, and
// every text field goes through redactEmails, because an error or an SMTP server's answer may
// quote one. Nothing here imports from the callers: their types would make import cycles.
// The logger's own entry point: the package's root loads every kind of trigger with it.
import { logger } from 'firebase-functions/logger';

type Severity = 'info' | 'warn' | 'error';

// Local part @ domain: a host name (with or without dots) or a bracketed address literal. '/'
// is left out of the local part so that a stack trace's '/node_modules/@scope' stays readable.
const EMAIL_ADDRESS =
  /[\p{L}\p{N}.!#$%&'*+=?^_`{|}~-]+@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)*|\[[^\]\s]+\])/gu;

/** `text` with anything that looks like an e-mail address replaced by '[e-mail]'. */
export function redactEmails(text: string): string {
  return text.replace(EMAIL_ADDRESS, '[e-mail]');
}

/** Strings redacted at any depth; numbers, booleans and null as they are. */
function redacted(value: unknown): unknown {
  if (typeof value === 'string') return redactEmails(value);
  if (Array.isArray(value)) return value.map(redacted);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redacted(item)]));
  }
  return value;
}

function write(severity: Severity, message: string, fields: Record<string, unknown> = {}): void {
  logger[severity](message, redacted(fields) as Record<string, unknown>);
}

/**
 * An error as fields. The logger would print an Error given as a field as `{}` (its message and
 * stack are not enumerable), and given as an argument it would not be redacted.
 */
function errorFields(error: unknown): { error: string; stack?: string; code?: string } {
  if (!(error instanceof Error)) return { error: String(error) };
  const code = (error as { code?: unknown }).code;
  return {
    error: error.message,
    ...(error.stack ? { stack: error.stack } : {}),
    ...(typeof code === 'string' || typeof code === 'number' ? { code: String(code) } : {}),
  };
}

/**
 * An invite's id is its sign-up code, which grants the create-events permission once: only its
 * start is logged, enough to find it in the staff list, far too little to redeem it.
 */
function maskedInviteId(inviteId: string): string {
  return `${inviteId.slice(0, 4)}…`;
}

// Errors and reporting.

export function logSentryReportFailed(error: unknown): void {
  write('warn', 'Could not report an error to Sentry', errorFields(error));
}

// Accounts, events and rooms. Accounts are named by uid, never by name or address.

export function logAccountDeleted(
  uid: string,
  summary: { events: number; deletedDocuments: number; anonymisedMessages: number },
): void {
  write('info', 'Deleted an account', { uid, ...summary });
}

export function logEventCreated(fields: { eventId: string; slug: string; uid: string }): void {
  write('info', 'Event created', fields);
}

export function logDemoSecondRoomFailed(eventId: string, error: unknown): void {
  write('error', "The demo's second room was not created", { eventId, ...errorFields(error) });
}

export function logRoomCreated(fields: { eventId: string; roomId: string; uid: string }): void {
  write('info', 'Room created', fields);
}

export function logRoomTemplateMissing(fields: { templateId: string; setting: string }): void {
  write('warn', 'Room template is missing: the room starts empty', fields);
}

export function logRoomSavedAsTemplate(fields: {
  eventId: string;
  roomId: string;
  templateId: string;
  objects: number;
  uid: string;
}): void {
  write('info', 'Room saved as a template', fields);
}

export function logRoomTickerRun(fields: {
  eventId: string;
  roomId: string;
  beats: number;
  cellWrites: number;
  continued: boolean;
}): void {
  write('info', 'Room ticker run', fields);
}

export function logDemoEditorRoomRestored(): void {
  write('info', 'The demo editor room is back to its template');
}

// Invites. The invitee's address is never a field; the code only masked.

export function logInviteMailRefused(fields: { inviteId: string; reason: string }): void {
  write('warn', 'An invite mail was not accepted', {
    inviteId: maskedInviteId(fields.inviteId),
    reason: fields.reason,
  });
}

export function logInvitationRedeemed(uid: string): void {
  write('info', 'Invitation code redeemed', { uid });
}

// Presence, voice and audio usage. Reports name sessions as `${eventId}/${uid}`.

export function logUsersMarkedOffline(report: { stale: number; offline: string[] }): void {
  write('info', 'Marked stale users offline', report);
}

export function logVoiceSessionsClosed(report: { conferences: number; closed: string[] }): void {
  write('info', 'Closed stale voice sessions', report);
}

export function logVoiceSignalsDeleted(count: number): void {
  write('info', 'Deleted unread voice signals', { count });
}

export function logVoiceConferenceSweepFailed(path: string, error: unknown): void {
  write('error', 'Could not sweep a voice conference', { path, ...errorFields(error) });
}

export function logAudioUsageAccumulated(report: { events: string[]; counted: string[] }): void {
  write('info', 'Accumulated audio usage', report);
}

export function logAudioUsageFailed(eventId: string, error: unknown): void {
  write('error', 'Could not accumulate audio usage', { eventId, ...errorFields(error) });
}

/** Once per instance: entries ignored or clamped (turnConfig.ts; TURN_SECRET is never quoted). */
export function logIceServersConfigProblems(problems: string[]): void {
  write('warn', 'audio-getIceServers: problems in the TURN/STUN settings', { problems });
}

// Insights (issue 33): counts and event ids only.

export function logInsightSlotRecorded(report: {
  slotMs: number;
  events: number;
  rooms: number;
  present: number;
  messageCounts: number;
}): void {
  write('info', 'Recorded an insights slot', report);
}

// Billing. Stripe ids only: no secret, no signature header, no card or customer details.

export function logStripeWebhookNotConfigured(): void {
  write('error', 'Stripe webhook called, but billing is not configured (no webhook secret)');
}

/**
 * The SDK's message only (a fixed sentence): the error also carries the signature header and the
 * payload. The caller's IP is left to the request log Cloud Run keeps for every request.
 */
export function logStripeSignatureRefused(error: unknown): void {
  write('warn', 'Stripe webhook refused: the signature does not verify', {
    error: error instanceof Error ? error.message : String(error),
  });
}

export function logStripeCustomerUnknown(fields: {
  type: string;
  customerId: string | null;
}): void {
  write('info', 'Stripe event for a customer without a billing account', fields);
}

// Storage.

export function logUploadDeleted(fields: {
  bucket: string;
  name: string;
  reason: string;
  size: number;
  contentType?: string;
}): void {
  write('warn', 'Deleting an upload that breaks the limits', fields);
}
