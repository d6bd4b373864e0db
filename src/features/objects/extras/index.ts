// The lazy chunk of the extra object types (LazyExtras.tsx loads it): each type is a module of
// its own under this folder, with its model (inside the Canvas) and its overlay (DOM).
export { ExtrasScene } from './ExtrasScene';
export { ExtrasOverlay } from './ExtrasOverlay';
