import { lazy } from 'react';

// The 3D world is a lazy chunk. `preloadWorld` starts fetching it early (while the join form is
// being filled in), with voice's room roster; `WorldView` renders it under a Suspense boundary.
const loadWorldView = () => import('./WorldView');
/** Voice's view of a room until the world is mounted (SessionVoice), a small chunk of its own. */
export const loadRoomRoster = () => import('./roomRoster').then((module) => module.startRoomRoster);
export const preloadWorld = () => {
  void loadRoomRoster().catch(() => undefined);
  return loadWorldView();
};
export const WorldView = lazy(loadWorldView);
export type { WorldViewProps } from './WorldView';
export type { WorldControls } from './ownReactions';
export type { FloorClick } from './worldState';
