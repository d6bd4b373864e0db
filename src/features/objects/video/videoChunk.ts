// The video screens' lazy chunk (LazyVideo.tsx loads it): the 3D screens and the DOM side.
export { VideoScreenModels } from './VideoScreenModels';
export { VideoScreensOverlay } from './VideoScreens';
