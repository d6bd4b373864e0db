// The lazy chunk of the extra object types (LazyExtras.tsx loads it): each type is a folder of
// its own beside this one (its models inside the Canvas, its overlay in the DOM), listed once in
// registry.ts and built from the shared pieces in kit/ (label sprites, nearness, the card style).
export { ExtrasScene } from './ExtrasScene';
export { ExtrasOverlay } from './ExtrasOverlay';
