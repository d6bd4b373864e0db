import { lazy, Suspense } from 'react';
import type { ExtraObject } from '../../../domain/objects/roomObjects';
import type { ExtrasProps } from '../extras/kit/types';

/**
 * Video screens are a lazy chunk of their own (models, overlay, players and react-player),
 * fetched only by a room that holds a screen: a room with only a portal loads none of it.
 */
const load = () => import('./videoLoader');
const Models = lazy(() => load().then((m) => ({ default: m.VideoModels })));
const Screens = lazy(() => load().then((m) => ({ default: m.VideoScreens })));

const hasScreen = (objects: readonly ExtraObject[]) =>
  objects.some((o) => o.kind === 'videoScreen');

/** Inside the Canvas: the room's screens. */
export function LazyVideoModels({ objects }: { objects: readonly ExtraObject[] }) {
  if (!hasScreen(objects)) return null;
  return (
    <Suspense fallback={null}>
      <Models objects={objects} />
    </Suspense>
  );
}

/** Beside the Canvas: the overlay at the screen the player is at, and the players. */
export function LazyVideoScreens({ objects, getPlayer }: ExtrasProps) {
  if (!hasScreen(objects)) return null;
  return (
    <Suspense fallback={null}>
      <Screens objects={objects} getPlayer={getPlayer} />
    </Suspense>
  );
}
