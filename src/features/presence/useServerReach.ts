import { useEffect, useState } from 'react';
import { restartConnection, watchServerReach } from '../../data/serverReach';

/**
 * The database counts as down once it has been out of reach this long: a listener's first
 * snapshot often comes from the cache a moment before the server's, which is no outage.
 */
const DOWN_AFTER_MS = 1000;
/**
 * While down, how often the connection is tried again. The SDK retries by itself, but its
 * back-off grows to a minute: after a long outage people would wait that long for a database
 * that is back.
 */
const RETRY_EVERY_MS = 5000;

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
    const timer = setTimeout(() => setDown(true), DOWN_AFTER_MS);
    return () => clearTimeout(timer);
  }, [reachable]);

  useEffect(() => {
    if (!down) return;
    const timer = setInterval(
      () => void restartConnection().catch(() => undefined),
      RETRY_EVERY_MS,
    );
    return () => clearInterval(timer);
  }, [down]);

  return down;
}
