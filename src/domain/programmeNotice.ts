/**
 * The notice a person gets before a session they starred (issue 33): PROGRAMME_NOTICE.leadMs
 * before it starts, once per session per page. Pure: the notice's component checks the clock
 * (Date.now) on an interval and passes it in.
 */

export const PROGRAMME_NOTICE = {
  /** How long before a starred session's start the notice comes. */
  leadMs: 5 * 60 * 1000,
  /** How often the notice's component looks at the clock. */
  checkMs: 15 * 1000,
} as const;

/**
 * The starred sessions whose notice is due at `now`: starting within the lead time and not yet
 * started (a session already running when the page opened gets none: 'Now' lists it), not
 * already noticed on this page (`shown`), by start.
 */
export function dueNotices<S extends { id: string; startsAt: number }>(
  sessions: readonly S[],
  starred: ReadonlySet<string>,
  now: number,
  shown: ReadonlySet<string>,
): S[] {
  return sessions
    .filter(
      (session) =>
        starred.has(session.id) &&
        !shown.has(session.id) &&
        session.startsAt - PROGRAMME_NOTICE.leadMs <= now &&
        now < session.startsAt,
    )
    .sort((a, b) => a.startsAt - b.startsAt);
}
