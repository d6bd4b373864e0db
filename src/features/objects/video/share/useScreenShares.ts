import { useEffect, useState } from 'react';
import { watchShares } from '../../../../data/shares';
import type { ScreenShare } from '../../../../domain/share';

const NONE: ReadonlyMap<string, ScreenShare> = new Map();

/** The room's screen shares, by screen, live (one small listener while the room has screens). */
export function useScreenShares(eventId: string, roomId: string) {
  const [shares, setShares] = useState(NONE);
  useEffect(() => {
    setShares(NONE);
    return watchShares(eventId, roomId, setShares);
  }, [eventId, roomId]);
  return shares;
}
