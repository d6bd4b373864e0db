import { useCallback, useEffect, useState } from 'react';
import { claimSession, restartConnection } from '../../data/eventUsers';
import { withTimeout } from '../../domain/timeout';

/** A reconnect the server has not confirmed by then fails visibly. */
const RECONNECT_TIMEOUT_MS = 10_000;

export const CONNECTION_TEXTS = {
  title: 'You have been disconnected.',
  body: 'Your connection to the event was lost. Check your network, then reconnect.',
  reconnect: 'Reconnect',
  stillOffline: 'You are still offline. Check your network and try again.',
  failed: 'The event could not be reached. Check your network and try again.',
} as const;

/**
 * The browser lost its network: the session stops (world, voice and writes unmount) and the
 * disconnected screen shows until the attendee presses 'Reconnect', which claims the session
 * again and marks them online, without a reload.
 */
export function useConnection(eventId: string, uid: string, sessionId: string) {
  const [disconnected, setDisconnected] = useState(
    () => typeof navigator !== 'undefined' && navigator.onLine === false,
  );
  useEffect(() => {
    const lost = () => setDisconnected(true);
    window.addEventListener('offline', lost);
    return () => window.removeEventListener('offline', lost);
  }, []);

  const reconnect = useCallback(async () => {
    if (!navigator.onLine) throw new Error(CONNECTION_TEXTS.stillOffline);
    try {
      await withTimeout(
        // Reconnect now rather than when the SDK's back-off (up to a minute) ends.
        restartConnection().then(() => claimSession(eventId, uid, sessionId)),
        RECONNECT_TIMEOUT_MS,
        CONNECTION_TEXTS.failed,
      );
    } catch {
      throw new Error(CONNECTION_TEXTS.failed);
    }
    setDisconnected(false);
  }, [eventId, uid, sessionId]);

  return { disconnected, reconnect };
}
