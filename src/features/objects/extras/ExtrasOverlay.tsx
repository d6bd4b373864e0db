import type { ExtrasProps } from './kit/types';
import { EXTRA_OBJECT_TYPES } from './registry';

/** The extra objects' overlays: what the player can do at the ones near them. */
export function ExtrasOverlay({ objects, getPlayer }: ExtrasProps) {
  return (
    <>
      {EXTRA_OBJECT_TYPES.map(({ name, Overlay }) =>
        Overlay ? <Overlay key={name} objects={objects} getPlayer={getPlayer} /> : null,
      )}
    </>
  );
}
