import { useEffect, useRef, useState } from 'react';
import { VOICE } from '../../../domain/constants';
import { autoEntry, portalAt, type Portal } from '../../../domain/objects/portals';

interface PortalWatch {
  getPlayer: () => { x: number; y: number };
  /** The room editor is open: no automatic portal takes the player (src/domain autoEntry). */
  isEditing: () => boolean;
  /** An automatic portal the player just walked into. */
  onAutoEnter: (portal: Portal) => void;
}

/**
 * The portal the player stands in, checked as often as the stage's area, and the automatic
 * one they walk into (autoEntry: walking in, not standing there while it is made automatic, nor
 * being there on arrival). What held the player at the last check is kept across changes to the
 * portals (a portal's mode saved by the editor), in a ref: per-check state, not React state.
 */
export function usePortalAt(portals: readonly Portal[], watch: PortalWatch) {
  const [portalId, setPortalId] = useState<string | null>(null);
  const latest = useRef(watch);
  latest.current = watch;
  const before = useRef<ReadonlySet<string> | null>(null);
  useEffect(() => {
    const check = () => {
      const { getPlayer, isEditing, onAutoEnter } = latest.current;
      const player = getPlayer();
      setPortalId(portalAt(portals, player)?.id ?? null);
      const { inside, enter } = autoEntry(before.current, portals, player, isEditing());
      before.current = inside;
      if (enter) onAutoEnter(enter);
    };
    check();
    const timer = setInterval(check, VOICE.spatialUpdateMs);
    return () => clearInterval(timer);
  }, [portals]);
  return portals.find((p) => p.id === portalId) ?? null;
}
