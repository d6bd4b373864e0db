import { eventConferenceSchema, type EventConferenceResult } from '../../../src/domain/callables';
import { authedCallable } from '../shared/callable';
import { loadEventAuthority, requireEventMember } from '../shared/eventAuthority';
import { openSession } from './conferenceStore';

/**
 * Usage accounting: the caller is in voice in this conference from now on. Members only;
 * joining again while in it keeps the first session (one open session per person).
 */
export const joinEventConference = authedCallable(
  eventConferenceSchema,
  async ({ eventId, alias }, caller): Promise<EventConferenceResult> => {
    requireEventMember(await loadEventAuthority(eventId, caller));
    return { changed: await openSession(eventId, alias, caller.uid, Date.now()) };
  },
);
