import { lazy } from 'react';

// The 3D world is a lazy chunk. `preloadWorld` starts fetching it early (while the join form is
// being filled in); `WorldView` renders it under a Suspense boundary.
export const preloadWorld = () => import('./WorldView');
export const WorldView = lazy(preloadWorld);
export type { WorldViewProps } from './WorldView';
export type { WorldControls } from './ownReactions';
export type { FloorClick } from './worldState';
