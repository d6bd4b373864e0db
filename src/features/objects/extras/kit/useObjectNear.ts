import { useEffect, useRef, useState } from 'react';
import { VOICE } from '../../../../domain/constants';

/**
 * The object `find` picks for where the player stands, checked as often as the stage's area
 * (300 ms): the player's position is per-frame state, never React state, so it is read on a
 * timer and only the picked object's id re-renders.
 */
export function useObjectNear<T extends { id: string }>(
  objects: readonly T[],
  getPlayer: () => { x: number; y: number },
  find: (objects: readonly T[], player: { x: number; y: number }) => T | null,
): T | null {
  const [nearId, setNearId] = useState<string | null>(null);
  const latest = useRef({ getPlayer, find });
  latest.current = { getPlayer, find };
  useEffect(() => {
    const check = () => {
      const { getPlayer: player, find: pick } = latest.current;
      setNearId(pick(objects, player())?.id ?? null);
    };
    check();
    const timer = setInterval(check, VOICE.spatialUpdateMs);
    return () => clearInterval(timer);
  }, [objects]);
  return objects.find((object) => object.id === nearId) ?? null;
}
