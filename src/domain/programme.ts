/**
 * An event's programme (issue 33): its sessions, when and where they happen, and each person's
 * starred sessions.
 *
 * - A session is events/{e}/sessions/{sessionId} ({ title, description, startsAt, endsAt,
 *   roomId, speakers, screenId, createdAt, updatedAt }), written only by the callables
 *   programme-saveSession and programme-deleteSession (organisers; the bounds below are checked
 *   there with programmeSchema.ts), read by the event's members.
 * - Times are epoch milliseconds (UTC instants); the event's time zone (events/{e}.timeZone, an
 *   IANA name, set with updateEventDetails) only says how organisers typed them and how they
 *   are shown next to the attendee's own.
 * - A person's stars are events/{e}/programmeStars/{uid} ({ sessions: ids, updatedAt }), written
 *   by their owner (firestore.rules bounds the list).
 *
 * Plain TypeScript, no zod: the programme's panel imports this (the schemas are in
 * programmeSchema.ts, for the functions and the editor's form).
 */

const HOUR_MS = 60 * 60 * 1000;

export const PROGRAMME = {
  /** Sessions an event holds at most (the callable's counter; the listener's limit). */
  maxSessions: 200,
  titleMax: 100,
  descriptionMax: 1000,
  maxSpeakers: 8,
  speakerNameMax: 60,
  /** A session lasts at most a day: a longer one is a typo in the date, not a talk. */
  maxSessionMs: 24 * HOUR_MS,
  /** 'Next' holds the sessions starting within this time of now (see programmeBuckets). */
  nextWindowMs: 2 * HOUR_MS,
  /** Starred sessions a person keeps at most (firestore.rules programmeStars). */
  maxStars: 200,
  /** The times a session may take: 2000-01-01 to 2100-01-01 UTC, both exclusive of nonsense. */
  earliestTime: Date.UTC(2000, 0, 1),
  latestTime: Date.UTC(2100, 0, 1),
  /** An IANA zone name's length at most (the longest real ones are about 30). */
  timeZoneMax: 64,
} as const;

/** What a person reads next to each field of the programme's editor, and the callables' refusals. */
export const PROGRAMME_TEXT = {
  titleRequired: 'Give the session a title.',
  titleTooLong: `Keep the title to ${PROGRAMME.titleMax} characters or fewer.`,
  descriptionTooLong: `Keep the description to ${PROGRAMME.descriptionMax.toLocaleString('en-US')} characters or fewer.`,
  startRequired: 'Choose the date and time the session starts.',
  endRequired: 'Choose the date and time the session ends.',
  timeOutOfRange: 'Choose a date between the years 2000 and 2099.',
  endNotAfterStart: 'The session must end after it starts: choose a later end time.',
  sessionTooLong: 'A session may last at most 24 hours: choose an earlier end time.',
  roomRequired: 'Choose the room the session takes place in.',
  speakerRequired: 'Give each speaker a name, or remove the empty line.',
  speakerTooLong: `Keep each speaker's name to ${PROGRAMME.speakerNameMax} characters or fewer.`,
  tooManySpeakers: `List at most ${PROGRAMME.maxSpeakers} speakers.`,
  timeZoneInvalid: 'Choose a time zone from the list, for example Europe/Paris.',
  timeZoneChanged:
    "The event's time zone has just changed: check the times, now in the event's zone, and save again.",
  roomMissing: "This room isn't in the event any more: choose another room.",
  screenNotInRoom:
    'This screen is not a video screen in the chosen room: choose one of its screens, or none.',
  tooManySessions: `The programme already holds ${PROGRAMME.maxSessions} sessions, the most an event can have. Delete one to add another.`,
  sessionMissing: "This session isn't in the programme any more.",
  tooManyStars: `You can star at most ${PROGRAMME.maxStars} sessions.`,
} as const;

/** A session as the programme shows it (the document's fields, times in epoch ms). */
export interface ProgrammeSession {
  id: string;
  title: string;
  description: string;
  startsAt: number;
  endsAt: number;
  roomId: string;
  speakers: string[];
  /** A video screen of the session's room (an instance id), or null. */
  screenId: string | null;
}

/** The times of a session, all the pure helpers below need. */
type Timed = Pick<ProgrammeSession, 'startsAt' | 'endsAt'>;

/** Whether `zone` is a time zone Intl knows (an IANA name such as 'Europe/Paris', or 'UTC'). */
export function isTimeZone(zone: string): boolean {
  return canonicalTimeZone(zone) !== null;
}

/**
 * The zone's canonical spelling ('europe/paris' → 'Europe/Paris'), or null when Intl does not
 * know it. Offsets such as '+01:00' are refused: they do not follow summer time.
 */
export function canonicalTimeZone(zone: string): string | null {
  if (!zone || zone.length > PROGRAMME.timeZoneMax || /^[+-]/.test(zone)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Running at `now`: started, not yet ended (the end instant belongs to the next session). */
export function sessionRunning(session: Timed, now: number): boolean {
  return session.startsAt <= now && now < session.endsAt;
}

/** The programme split for attendees (programmeBuckets). */
export interface ProgrammeBuckets<S extends Timed> {
  /** Running now. */
  now: S[];
  /**
   * Not started, starting within PROGRAMME.nextWindowMs of now; when none does, those at the
   * earliest start still to come (so 'Next' is never empty while something is to come).
   */
  next: S[];
  /** Every other session still to come. */
  later: S[];
  /** Over (ended at or before now). */
  ended: S[];
}

/** By start, then title, then id: the order of every list of sessions. */
function compareSessions<S extends Timed & { title: string; id?: string }>(a: S, b: S): number {
  return (
    a.startsAt - b.startsAt ||
    a.title.localeCompare(b.title, 'en') ||
    (a.id ?? '').localeCompare(b.id ?? '')
  );
}

/** Now, Next, Later and ended at `now` (epoch ms), each sorted by start then title. */
export function programmeBuckets<S extends Timed & { title: string; id?: string }>(
  sessions: readonly S[],
  now: number,
): ProgrammeBuckets<S> {
  const buckets: ProgrammeBuckets<S> = { now: [], next: [], later: [], ended: [] };
  const upcoming: S[] = [];
  for (const session of [...sessions].sort(compareSessions)) {
    if (session.endsAt <= now) buckets.ended.push(session);
    else if (session.startsAt <= now) buckets.now.push(session);
    else upcoming.push(session);
  }
  const first = upcoming[0]?.startsAt;
  for (const session of upcoming) {
    const soon = session.startsAt < now + PROGRAMME.nextWindowMs || session.startsAt === first;
    (soon ? buckets.next : buckets.later).push(session);
  }
  return buckets;
}
