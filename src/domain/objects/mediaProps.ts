import type { PropField } from './propField';

export const VIDEO_KEYS = {
  url: '_videoUrl',
  playing: '_videoPlaying',
  author: '_videoAuthor',
  volume: '_videoVolume',
  livestream: '_videoLivestream',
  looping: '_videoLooping',
  completed: '_videoCompleted',
} as const;

export const IMAGE_KEYS = {
  url: '_imageUrl',
  scale: '_imageScale',
  width: '_imageWidth',
  height: '_imageHeight',
} as const;

/** A video screen's rows (its URL and playing state are set from the screen's own controls). */
export const VIDEO_PROPS: readonly PropField[] = [
  {
    key: VIDEO_KEYS.volume,
    label: 'Volume',
    kind: 'number',
    min: 0,
    max: 100,
    default: 50,
    integer: true,
  },
  { key: VIDEO_KEYS.livestream, label: 'Livestream', kind: 'bool', default: false },
  { key: VIDEO_KEYS.looping, label: 'Looping', kind: 'bool', default: false },
];

/** An image banner's rows. */
export const IMAGE_PROPS: readonly PropField[] = [
  { key: IMAGE_KEYS.url, label: 'Image URL', kind: 'url' },
  { key: IMAGE_KEYS.scale, label: 'Scale', kind: 'number', min: 0.5, max: 50, default: 5 },
  {
    key: IMAGE_KEYS.width,
    label: 'Width (pixels)',
    kind: 'number',
    min: 1,
    max: 10000,
    default: 180,
  },
  {
    key: IMAGE_KEYS.height,
    label: 'Height (pixels)',
    kind: 'number',
    min: 1,
    max: 10000,
    default: 120,
  },
];
