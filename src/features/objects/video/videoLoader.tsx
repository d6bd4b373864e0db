import { lazy } from 'react';

/**
 * The step between the extras chunk and the video chunk. Vite lists, beside every dynamic
 * import, the chunks the imported one needs (to preload them): for the video chunk that list
 * names some forty files. Kept here, it is fetched only by rooms with a screen, instead of
 * sitting in the extras chunk that every room with a portal loads (the demo plaza's walk path).
 */
const load = () => import('./videoChunk');
export const VideoModels = lazy(() => load().then((m) => ({ default: m.VideoScreenModels })));
export const VideoScreens = lazy(() => load().then((m) => ({ default: m.VideoScreensOverlay })));
