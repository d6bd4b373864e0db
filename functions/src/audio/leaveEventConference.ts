import { type EventConferenceResult } from '../../../src/domain/protocol/callables';
import { authedCallable } from '../shared/callable';
import { loadEventAuthority, requireEventMember } from '../shared/eventAuthority';
import { closeSessions } from './conferenceStore';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';

/**
 * Usage accounting: the caller left voice in this conference. Closing one's own session needs
 * no membership: it harms nobody, and a member banned mid-call must still stop being counted.
 * Leaving without a session is a no-op for members and refused to everyone else (someone else's
 * event is none of their business).
 */
export const leaveEventConference = authedCallable(
  CALLABLES.leaveEventConference,
  async ({ eventId, alias }, caller): Promise<EventConferenceResult> => {
    const leftAtMs = Date.now();
    const closed = await closeSessions(eventId, alias, () => [{ uid: caller.uid, leftAtMs }]);
    if (closed.length > 0) return { changed: true };
    requireEventMember(await loadEventAuthority(eventId, caller));
    return { changed: false };
  },
);
