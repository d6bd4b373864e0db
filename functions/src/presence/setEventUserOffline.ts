import { type SetEventUserOfflineResult } from '../../../src/domain/protocol/callables';
import { authedCallable } from '../shared/callable';
import { loadEventAuthority, refuseSelf, requireEventAdmin } from '../shared/eventAuthority';
import { markOffline } from './offlineUsers';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';

/**
 * An event admin's 'Set offline' (never on oneself): the user is marked offline and their
 * avatar leaves the room at once, as the presence check does for a stale one. A tab still open
 * keeps its session: its next keep-alive marks it online again, as a reload would.
 */
export const setEventUserOffline = authedCallable(
  CALLABLES.setEventUserOffline,
  async ({ eventId, userId }, caller): Promise<SetEventUserOfflineResult> => {
    requireEventAdmin(await loadEventAuthority(eventId, caller));
    refuseSelf(caller, userId);
    const offline = await markOffline(eventId, [userId], () => true);
    return { wasOnline: offline.length > 0 };
  },
);
