import { useCallback, useEffect, useState } from 'react';
import { watchProgramme } from '../../../data/programme';
import type { ProgrammeSession } from '../../../domain/programme';
import { nextProgrammeChange, portalTitle } from '../../../domain/portalTitle';
import { useEventSession } from '../../session';

/** The longest a portal's title waits before it looks at the clock again. */
const TITLE_CHECK_MS = 30_000;

/**
 * The titles of portals while programme sessions run in their rooms (issue 33): 'Poster hall ·
 * Posters A–F, now', else the room's name (src/domain/portalTitle.ts). One listener on the
 * programme (the same query as the panel's, which the SDK shares: at most PROGRAMME.maxSessions
 * documents) while `enabled` (the room has portals); none in the demo. The title is worked out
 * again at the next start or end, or after TITLE_CHECK_MS at most (a clock set forward).
 */
export function usePortalTitle(enabled: boolean): (roomName: string, roomId: string) => string {
  const eventId = useEventSession((s) => s.eventId);
  const demo = useEventSession((s) => s.demo);
  const [sessions, setSessions] = useState<readonly ProgrammeSession[]>([]);
  // A new object each time, so a clock that stands still (a test's) still re-renders.
  const [clock, setClock] = useState(() => ({ now: Date.now() }));
  useEffect(() => {
    if (!enabled || demo) return;
    // Unreadable (access withdrawn, the session ending): the portals show room names only.
    return watchProgramme(eventId, setSessions, () => setSessions([]));
  }, [enabled, demo, eventId]);
  useEffect(() => {
    if (sessions.length === 0) return;
    const now = Date.now();
    const next = nextProgrammeChange(sessions, now);
    const wait = next === null ? TITLE_CHECK_MS : Math.min(TITLE_CHECK_MS, next - now + 1);
    const timer = setTimeout(() => setClock({ now: Date.now() }), wait);
    return () => clearTimeout(timer);
  }, [sessions, clock]);
  return useCallback(
    (roomName: string, roomId: string) => portalTitle(roomName, roomId, sessions, clock.now),
    [sessions, clock],
  );
}
