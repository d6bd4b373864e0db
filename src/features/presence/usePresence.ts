import { useCallback, useEffect, useRef, useState } from 'react';
import { refreshExitToken, sendExitBeacon } from '../../data/exitBeacon';
import { claimSession, leaveEvent, watchEventUser, writeKeepAlive } from '../../data/eventUsers';
import { AUTH_TOKEN_REFRESH_MS as TOKEN_REFRESH_MS, PRESENCE } from '../../domain/constants';

interface PresenceOptions {
  eventId: string;
  uid: string;
  roomId: string;
  sessionId: string;
  /** Called when reading one's own event user is refused (e.g. after a ban). */
  onAccessLost: () => void;
}

/**
 * Presence of a joined attendee: keep-alive every 60 s, best-effort offline on pagehide, and
 * detection of another tab taking the session over ('Resume connection here').
 */
export function usePresence({ eventId, uid, roomId, sessionId, onAccessLost }: PresenceOptions) {
  const [takenOver, setTakenOver] = useState(false);
  const active = useRef(true);
  active.current = !takenOver;

  useEffect(() => {
    void refreshExitToken();
    const keepAlive = setInterval(() => {
      if (active.current) void writeKeepAlive(eventId, uid).catch(() => undefined);
    }, PRESENCE.keepAliveMs);
    const tokenRefresh = setInterval(() => void refreshExitToken(), TOKEN_REFRESH_MS);
    const onPageHide = () => {
      if (!active.current) return;
      sendExitBeacon(eventId, roomId, uid);
      // The same pair through the SDK, should the beacon not go: offline never without the
      // position's removal (an offline user left standing is a ghost in the room).
      void leaveEvent(eventId, roomId, uid);
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      clearInterval(keepAlive);
      clearInterval(tokenRefresh);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [eventId, uid, roomId]);

  const accessLost = useRef(onAccessLost);
  accessLost.current = onAccessLost;
  useEffect(
    () =>
      watchEventUser(
        eventId,
        uid,
        (user) => {
          if (user && user.sessionId && user.sessionId !== sessionId) setTakenOver(true);
        },
        () => accessLost.current(),
      ),
    [eventId, uid, sessionId],
  );

  const resume = useCallback(async () => {
    await claimSession(eventId, uid, sessionId);
    setTakenOver(false);
  }, [eventId, uid, sessionId]);

  return { takenOver, resume };
}
