import { useEffect, useState } from 'react';
import { restartConnection, watchServerReach } from '../../data/serverReach';
import { restartDelayMs, SERVER_REACH } from '../../domain/serverReach';

/**
 * Whether Firestore has been out of reach (the server down or blocked while the browser is
 * online; a browser without network gets the disconnected screen instead). While it is, writes
 * wait in the SDK's queue and are sent once, in order, when it is back.
 */
export function useServerDown(eventId: string): boolean {
  const [reachable, setReachable] = useState(true);
  const [down, setDown] = useState(false);

  useEffect(() => watchServerReach(eventId, setReachable), [eventId]);

  useEffect(() => {
    if (reachable) {
      setDown(false);
      return;
    }
    const timer = setTimeout(() => setDown(true), SERVER_REACH.downAfterMs);
    return () => clearTimeout(timer);
  }, [reachable]);

  // While down, the connection is restarted with a growing wait (restartDelayMs): a server
  // that is only slow is not made slower by restarts every few seconds.
  useEffect(() => {
    if (!down) return;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout>;
    const next = () => {
      timer = setTimeout(() => {
        attempt += 1;
        void restartConnection().catch(() => undefined);
        next();
      }, restartDelayMs(attempt));
    };
    next();
    return () => clearTimeout(timer);
  }, [down]);

  return down;
}
