import { lazy, Suspense } from 'react';
import type { ExtraObject } from '../../domain/objects/roomObjects';
import { useDueAfter } from '../../ui/useDueAfter';
import type { ExtrasProps } from './extras/kit/types';

/**
 * Portals, entrances, video screens, image banners and NPCs: their models, players, textures
 * and logic are one lazy chunk (extras/), fetched only by a room that holds one, and only once
 * the world is on screen, so none of it is on the walk path.
 */
const load = () => import('./extras');
const Scene = lazy(() => load().then((m) => ({ default: m.ExtrasScene })));
const Overlay = lazy(() => load().then((m) => ({ default: m.ExtrasOverlay })));

export type { ExtrasProps } from './extras/kit/types';

/**
 * How long after the world is on screen the chunk is fetched: the first steps never wait for
 * it, nor share a slow link with it (`npm run bench` measures the walk path without it and
 * prints its size apart).
 */
const EXTRAS_DELAY_MS = 1000;

/** True once the world has been ready for EXTRAS_DELAY_MS (and stays true). */
const useDue = (ready: boolean) => useDueAfter(ready, EXTRAS_DELAY_MS);

/** Inside the Canvas: the extra objects' models. */
export function LazyExtrasScene({
  objects,
  ready,
}: {
  objects: readonly ExtraObject[];
  ready: boolean;
}) {
  const due = useDue(ready);
  if (!due || objects.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Scene objects={objects} />
    </Suspense>
  );
}

/** Beside the Canvas: what the player can do at the extra objects near them. */
export function LazyExtrasOverlay(props: ExtrasProps & { ready: boolean }) {
  const due = useDue(props.ready);
  if (!due || props.objects.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Overlay objects={props.objects} getPlayer={props.getPlayer} />
    </Suspense>
  );
}
