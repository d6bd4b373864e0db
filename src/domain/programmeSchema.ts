import { z } from 'zod';
import { documentIdField } from './documentIds';
import { canonicalTimeZone, PROGRAMME, PROGRAMME_TEXT } from './programme';

// The programme's schemas (programme.ts says what they guard), apart from it so that zod stays
// out of the attendees' panel. Callable payloads are strict objects, as in protocol/callables.ts.

/** A session's instant: whole epoch milliseconds within PROGRAMME's years. */
const instant = (required: string) =>
  z
    .number({ error: required })
    .int(required)
    .min(PROGRAMME.earliestTime, PROGRAMME_TEXT.timeOutOfRange)
    .max(PROGRAMME.latestTime, PROGRAMME_TEXT.timeOutOfRange);

const speakerName = z
  .string({ error: PROGRAMME_TEXT.speakerRequired })
  .trim()
  .min(1, PROGRAMME_TEXT.speakerRequired)
  .max(PROGRAMME.speakerNameMax, PROGRAMME_TEXT.speakerTooLong);

/**
 * A session as the editor sends it. The end is refused on its own field (the form shows the
 * message there) when it is not after the start or more than PROGRAMME.maxSessionMs after it.
 */
export const sessionInputSchema = z
  .strictObject({
    title: z
      .string({ error: PROGRAMME_TEXT.titleRequired })
      .trim()
      .min(1, PROGRAMME_TEXT.titleRequired)
      .max(PROGRAMME.titleMax, PROGRAMME_TEXT.titleTooLong),
    description: z.string().trim().max(PROGRAMME.descriptionMax, PROGRAMME_TEXT.descriptionTooLong),
    startsAt: instant(PROGRAMME_TEXT.startRequired),
    endsAt: instant(PROGRAMME_TEXT.endRequired),
    roomId: z
      .string({ error: PROGRAMME_TEXT.roomRequired })
      .min(1, PROGRAMME_TEXT.roomRequired)
      .pipe(documentIdField()),
    speakers: z
      .array(speakerName, { error: PROGRAMME_TEXT.speakerRequired })
      .max(PROGRAMME.maxSpeakers, PROGRAMME_TEXT.tooManySpeakers),
    screenId: documentIdField().nullable(),
  })
  .superRefine((session, ctx) => {
    if (session.endsAt <= session.startsAt) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: PROGRAMME_TEXT.endNotAfterStart });
    } else if (session.endsAt - session.startsAt > PROGRAMME.maxSessionMs) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: PROGRAMME_TEXT.sessionTooLong });
    }
  });
export type SessionInput = z.output<typeof sessionInputSchema>;

/** An event's time zone: a name Intl knows, stored in its canonical spelling. */
export const timeZoneSchema = z
  .string({ error: PROGRAMME_TEXT.timeZoneInvalid })
  .trim()
  .max(PROGRAMME.timeZoneMax, PROGRAMME_TEXT.timeZoneInvalid)
  .transform((zone, ctx) => {
    const canonical = canonicalTimeZone(zone);
    if (canonical) return canonical;
    ctx.addIssue({ code: 'custom', message: PROGRAMME_TEXT.timeZoneInvalid });
    return z.NEVER;
  });

/** programme-saveSession: a new session without sessionId, an edit with it. */
export const saveSessionSchema = z.strictObject({
  eventId: documentIdField(),
  // Callable clients encode an absent (undefined) value as null: both mean "a new session".
  sessionId: documentIdField()
    .nullish()
    .transform((v) => v ?? undefined),
  session: sessionInputSchema,
  /**
   * The zone the organiser typed the times in (the event's as their editor showed it). An event
   * without a zone takes this one with its first saved session, so everyone reads the times
   * alike; an event whose zone is another is refused (the times would mean other instants).
   */
  timeZone: timeZoneSchema.optional(),
});
export interface SaveSessionResult {
  sessionId: string;
}

/** programme-deleteSession. */
export const deleteSessionSchema = z.strictObject({
  eventId: documentIdField(),
  sessionId: documentIdField(),
});
export interface DeleteSessionResult {
  /** False when the session was already gone (deleting twice is no error). */
  deleted: boolean;
}
