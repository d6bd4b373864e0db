import { lazy } from 'react';

// The 3D world is a lazy chunk. `preloadWorld` starts fetching it early (while the join form is
// being filled in); `WorldView` renders it under a Suspense boundary. Voice's room roster
// (roomRoster.ts) is in the session's chunk (src/app/EventSession.tsx).
const loadWorldView = () => import('./WorldView');
export const preloadWorld = loadWorldView;
export const WorldView = lazy(loadWorldView);
export type { SceneTools, WorldControls } from './ownReactions';
export type { PlacedScenery } from './sceneryGeometry';
export type { FloorClick } from './worldState';
