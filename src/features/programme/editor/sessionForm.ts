import type { ProgrammeSession } from '../../../domain/programme';
import { sessionInputSchema, type SessionInput } from '../../../domain/programmeSchema';
import { epochToZoned, zonedToEpoch } from '../../../domain/zonedTime';

/**
 * The session form's values as typed (strings, times as `datetime-local` values in the event's
 * zone), and their checks: the same schema the callable applies (programmeSchema.ts), so the
 * form says at each field what the server would refuse, before sending.
 */
export interface SessionFormValues {
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
  roomId: string;
  /** One speaker a line; blank lines are dropped. */
  speakers: string;
  /** '' for no screen. */
  screenId: string;
}

export type SessionField = keyof SessionFormValues;
type FieldErrors = Partial<Record<SessionField, string>>;

const FIELDS: readonly SessionField[] = [
  'title',
  'description',
  'startsAt',
  'endsAt',
  'roomId',
  'speakers',
  'screenId',
];

/** A new session's values: in `roomId`, no times yet. */
export function emptyValues(roomId: string): SessionFormValues {
  return {
    title: '',
    description: '',
    startsAt: '',
    endsAt: '',
    roomId,
    speakers: '',
    screenId: '',
  };
}

/** A saved session's values, its times on `zone`'s clock. */
export function valuesOf(session: ProgrammeSession, zone: string): SessionFormValues {
  return {
    title: session.title,
    description: session.description,
    startsAt: epochToZoned(session.startsAt, zone),
    endsAt: epochToZoned(session.endsAt, zone),
    roomId: session.roomId,
    speakers: session.speakers.join('\n'),
    screenId: session.screenId ?? '',
  };
}

/** The field a refusal's path names ('session.endsAt', 'speakers.2' → 'endsAt', 'speakers'). */
export function fieldOfPath(path: string): SessionField | null {
  const parts = path.split('.');
  const name = parts[0] === 'session' ? parts[1] : parts[0];
  return FIELDS.find((field) => field === name) ?? null;
}

export type SessionCheck = { ok: true; input: SessionInput } | { ok: false; errors: FieldErrors };

/** The values checked with the callable's schema: the input to send, or each field's message. */
export function checkSession(values: SessionFormValues, zone: string): SessionCheck {
  const parsed = sessionInputSchema.safeParse({
    title: values.title,
    description: values.description,
    // Unreadable or empty: left out, so the schema says the time is required.
    startsAt: zonedToEpoch(values.startsAt, zone) ?? undefined,
    endsAt: zonedToEpoch(values.endsAt, zone) ?? undefined,
    roomId: values.roomId,
    speakers: values.speakers
      .split('\n')
      .map((name) => name.trim())
      .filter((name) => name !== ''),
    screenId: values.screenId || null,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOfPath(issue.path.map(String).join('.'));
    // The first message of each field: the one to fix first.
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
