import { lazy } from 'react';
import { preloadAnimalCrowd } from '../avatars';

// The 3D world is a lazy chunk. `preloadWorld` starts fetching it early (while the join form is
// being filled in); `WorldView` renders it under a Suspense boundary. Voice's room roster
// (roomRoster.ts) is in the session's chunk (src/app/EventSession.tsx).
const loadWorldView = () => import('./WorldView');
/**
 * The world's chunk and the animals' (which the world asks for only once mounted: fetched then,
 * it came 0.2 s after the rest on a slow link).
 */
export const preloadWorld = () => Promise.all([loadWorldView(), preloadAnimalCrowd()]);
export const WorldView = lazy(loadWorldView);
export type { SceneTools, WorldControls } from './ownReactions';
export type { PlacedScenery } from './sceneryGeometry';
export type { FloorClick } from './worldState';
