/**
 * A portal's title while a programme session runs in the room it leads to (issue 33): 'Poster
 * hall · Posters A–F, now'; just the room's name otherwise. Pure, for the portal's overlay and
 * its label in the world.
 */
import { sessionRunning } from './programme';

type Timed = { roomId: string; title: string; startsAt: number; endsAt: number; id?: string };

/** The session running in `roomId` at `now`: the earliest started when several are; or null. */
export function runningSessionIn<S extends Timed>(
  sessions: readonly S[],
  roomId: string,
  now: number,
): S | null {
  let found: S | null = null;
  for (const session of sessions) {
    if (session.roomId !== roomId || !sessionRunning(session, now)) continue;
    if (
      !found ||
      session.startsAt < found.startsAt ||
      (session.startsAt === found.startsAt && (session.id ?? '') < (found.id ?? ''))
    )
      found = session;
  }
  return found;
}

/** The title of a portal to `roomId`, shown as `roomName`. */
export function portalTitle(
  roomName: string,
  roomId: string,
  sessions: readonly Timed[],
  now: number,
): string {
  const running = runningSessionIn(sessions, roomId, now);
  return running ? `${roomName} · ${running.title}, now` : roomName;
}

/**
 * The next instant after `now` at which some session starts or ends (when a portal's title may
 * change), or null when none is to come.
 */
export function nextProgrammeChange(sessions: readonly Timed[], now: number): number | null {
  let next: number | null = null;
  for (const { startsAt, endsAt } of sessions)
    for (const at of [startsAt, endsAt]) if (at > now && (next === null || at < next)) next = at;
  return next;
}
