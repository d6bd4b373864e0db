import { lazy, Suspense } from 'react';
import type { ExtraObject } from '../../../domain/objects/roomObjects';
import type { ExtrasProps } from '../extras/kit/types';

/**
 * The step between the extras chunk and the video chunk. Vite lists, beside every dynamic
 * import, the chunks the imported one needs (to preload them): for the video chunk that list
 * names some forty files. Kept here, it is fetched only by rooms with a screen, instead of
 * sitting in the extras chunk that every room with a portal loads.
 */
const load = () => import('./videoChunk');
const Models = lazy(() => load().then((m) => ({ default: m.VideoScreenModels })));
const Screens = lazy(() => load().then((m) => ({ default: m.VideoScreensOverlay })));

// Plain components around the lazy ones: a lazy component must resolve to a component, never
// to another lazy one.
export function VideoModels({ objects }: { objects: readonly ExtraObject[] }) {
  return (
    <Suspense fallback={null}>
      <Models objects={objects} />
    </Suspense>
  );
}

export function VideoScreens({ objects, getPlayer }: ExtrasProps) {
  return (
    <Suspense fallback={null}>
      <Screens objects={objects} getPlayer={getPlayer} />
    </Suspense>
  );
}
