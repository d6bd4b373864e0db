import { useEffect, useState } from 'react';
import { checkIfEventUsersOffline } from '../../data/callables';
import type { EventUser } from '../../data/eventUsers';
import { PRESENCE } from '../../domain/constants';
import { isStale } from '../../domain/presence';

/** At most this many users per check (the callable's limit). */
const CHECK_MAX = 100;

/**
 * The reference's presence check, from an event admin's attendees list: rows whose last
 * keep-alive is over 2 minutes old show as potentially offline, and every 30 s (the server
 * throttles too) the admin's client asks checkIfEventUsersOffline to mark them offline.
 * Returns the current time, re-read every 30 s, so rows can say who is potentially offline.
 */
export function usePresenceCheck(
  eventId: string,
  isAdmin: boolean,
  rows: readonly EventUser[],
  uid: string,
  onOffline: (uids: string[]) => void,
): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), PRESENCE.checkThrottleMs);
    return () => clearInterval(timer);
  }, []);

  const stale = rows
    .filter((row) => row.uid !== uid && isStale(row.lastKeepAliveMs, now))
    .map((row) => row.uid)
    .slice(0, CHECK_MAX);
  const staleKey = stale.join('\n');
  useEffect(() => {
    if (!isAdmin || !staleKey) return;
    let live = true;
    void checkIfEventUsersOffline({ eventId, users: staleKey.split('\n') }).then((outcome) => {
      // A refused or throttled check changes nothing; the next period tries again.
      if (live && outcome.ok && outcome.data.offline.length > 0) onOffline(outcome.data.offline);
    });
    return () => {
      live = false;
    };
    // onOffline is a patch of the list: it does not decide when to check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [eventId, isAdmin, staleKey, now]);
  return now;
}
