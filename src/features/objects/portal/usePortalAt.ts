import { useEffect, useRef, useState } from 'react';
import { VOICE } from '../../../domain/constants';
import { portalAt, type Portal } from '../../../domain/portals';

/**
 * The portal the player stands in, checked as often as the stage's area, and whether an
 * automatic one may take them: not until they have stood outside every portal once since the
 * room was entered (an entrance inside a portal would otherwise bounce them back and forth).
 */
export function usePortalAt(portals: readonly Portal[], getPlayer: () => { x: number; y: number }) {
  const [portalId, setPortalId] = useState<string | null>(null);
  const [armed, setArmed] = useState(false);
  const player = useRef(getPlayer);
  player.current = getPlayer;
  useEffect(() => {
    const check = () => {
      const inside = portalAt(portals, player.current());
      setPortalId(inside?.id ?? null);
      if (!inside) setArmed(true);
    };
    check();
    const timer = setInterval(check, VOICE.spatialUpdateMs);
    return () => clearInterval(timer);
  }, [portals]);
  return { portal: portals.find((p) => p.id === portalId) ?? null, armed };
}
