/**
 * Procedural animal avatars: the crowd renderer and the picker with its preview pictures. Both
 * need three.js, so both are lazy: the join form's chunk stays small, and the world chunk pulls
 * them in (render them under a Suspense boundary).
 */
import { lazy } from 'react';

export type { AvatarPose } from './avatarPose';
const loadAnimalCrowd = () => import('./AnimalCrowd');
export const AnimalCrowd = lazy(() =>
  loadAnimalCrowd().then((module) => ({ default: module.AnimalCrowd })),
);
/** Fetches the crowd's chunk ahead (with the world's, while the join form is filled in). */
export const preloadAnimalCrowd = loadAnimalCrowd;
/** One still animal (an NPC guide): a small chunk of its own, loaded only by rooms with one. */
export const AnimalFigure = lazy(() =>
  import('./AnimalFigure').then((module) => ({ default: module.AnimalFigure })),
);
export const AvatarPicker = lazy(() =>
  import('./AvatarPicker').then((module) => ({ default: module.AvatarPicker })),
);
/**
 * The picker's preview studio (staff's /admin/avatars photographs every animal with it), from
 * the picker's own chunk: no chunk of its own for the join intro to fetch.
 */
export const loadPreviewStudio = () => import('./AvatarPicker').then((m) => m.PreviewStudio);
