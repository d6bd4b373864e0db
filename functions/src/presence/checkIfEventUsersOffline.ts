import { type CheckIfEventUsersOfflineResult } from '../../../src/domain/protocol/callables';
import { PRESENCE } from '../../../src/domain/constants';
import { db } from '../shared/admin';
import { authedCallable } from '../shared/callable';
import { loadEventAuthority, requireEventAdmin } from '../shared/eventAuthority';
import { markOfflineIfStale } from './offlineUsers';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';

/**
 * The reference's presence check: an event admin's attendees list shows someone whose last
 * keep-alive is over 2 minutes old as potentially offline and asks the server to check; stale
 * ones are marked offline. At most one check per event every 30 s (a server-only throttle
 * document, presenceChecks/{eventId}), however many admins are looking.
 */
export const checkIfEventUsersOffline = authedCallable(
  CALLABLES.checkIfEventUsersOffline,
  async ({ eventId, users }, caller): Promise<CheckIfEventUsersOfflineResult> => {
    requireEventAdmin(await loadEventAuthority(eventId, caller));
    const now = Date.now();
    const throttle = db.doc(`presenceChecks/${eventId}`);
    const waitMs = await db.runTransaction(async (tx) => {
      const last = Number((await tx.get(throttle)).get('at')) || 0;
      const wait = last + PRESENCE.checkThrottleMs - now;
      if (wait > 0) return wait;
      tx.set(throttle, { at: now });
      return 0;
    });
    if (waitMs > 0) return { checked: false, offline: [], retryAfterMs: waitMs };
    const offline = await markOfflineIfStale(eventId, users, now);
    return { checked: true, offline, retryAfterMs: 0 };
  },
);
