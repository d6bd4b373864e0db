import { eventConferenceSchema, type EventConferenceResult } from '../../../src/domain/callables';
import { authedCallable } from '../shared/callable';
import { assertDocId } from '../shared/eventAuthority';
import { closeSessions } from './conferenceStore';

/**
 * Usage accounting: the caller left voice in this conference. No membership check: closing
 * one's own session harms nobody, and a member banned mid-call must still stop being counted.
 * Leaving without a session is a no-op.
 */
export const leaveEventConference = authedCallable(
  eventConferenceSchema,
  async ({ eventId, alias }, caller): Promise<EventConferenceResult> => {
    assertDocId(eventId, 'eventId');
    const leftAtMs = Date.now();
    const closed = await closeSessions(eventId, alias, () => [{ uid: caller.uid, leftAtMs }]);
    return { changed: closed.length > 0 };
  },
);
