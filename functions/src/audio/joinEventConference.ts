import { type EventConferenceResult } from '../../../src/domain/protocol/callables';
import { authedCallable } from '../shared/callable';
import { loadEventAuthority, requireEventMember } from '../shared/eventAuthority';
import { openSession } from './conferenceStore';
import { admitOrRefuse, loadQuotaContext } from './quotaGate';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';

/**
 * The gate to voice and its usage accounting: the caller is in voice in this conference from
 * now on, and holds a voice seat in the event (what the signalling rules ask of a peer-to-peer
 * talker). Members only; refused with failed-precondition { reason } beyond the audio quota or
 * the trial capacity (src/domain/billing/audioQuota.ts) unless they already hold a seat. Joining again
 * while in it keeps the first session (one open session per person).
 */
export const joinEventConference = authedCallable(
  CALLABLES.joinEventConference,
  async ({ eventId, alias }, caller): Promise<EventConferenceResult> => {
    const authority = await loadEventAuthority(eventId, caller);
    requireEventMember(authority);
    const quota = await loadQuotaContext(authority.event);
    const nowMs = Date.now();
    const changed = await openSession(eventId, alias, caller.uid, nowMs, (ledger) =>
      admitOrRefuse(quota, ledger, caller.uid, nowMs),
    );
    return { changed };
  },
);
