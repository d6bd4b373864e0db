import { useEffect, useRef, useState } from 'react';
import { VOICE } from '../../domain/constants';
import type { SignPostObject } from '../../domain/objects/roomObjects';
import { readableSignPost } from '../../domain/objects/signPosts';

/**
 * The sign post the player stands near enough to read, checked as often as the stage's area
 * (the player's position is per-frame state, read here on a timer, not rendered).
 */
export function useReadableSignPost(
  signs: readonly SignPostObject[],
  getPlayer: () => { x: number; y: number },
): SignPostObject | null {
  const [readableId, setReadableId] = useState<string | null>(null);
  const player = useRef(getPlayer);
  player.current = getPlayer;
  useEffect(() => {
    const check = () => setReadableId(readableSignPost(signs, player.current())?.id ?? null);
    check();
    const timer = setInterval(check, VOICE.spatialUpdateMs);
    return () => clearInterval(timer);
  }, [signs]);
  return signs.find((sign) => sign.id === readableId) ?? null;
}
