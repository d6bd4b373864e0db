import type { ExtraObject } from '../../../../domain/objects/roomObjects';

/** What the extra objects' overlays get from the world. */
export interface ExtrasProps {
  objects: readonly ExtraObject[];
  /** The player's position now (per-frame state, read on timers). */
  getPlayer: () => { x: number; y: number };
}
