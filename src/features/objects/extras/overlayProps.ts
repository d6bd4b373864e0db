import type { ExtraObject } from '../../../domain/roomObjects';

/**
 * What each extra type's overlay gets (LazyExtras' ExtrasProps has the same shape): its own
 * module, so an overlay inside the lazy chunk need not import the loader that loads it.
 */
export interface OverlayProps {
  objects: readonly ExtraObject[];
  /** The player's position now (per-frame state, read on timers). */
  getPlayer: () => { x: number; y: number };
}
