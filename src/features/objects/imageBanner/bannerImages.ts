import { useEffect, useSyncExternalStore } from 'react';
import { textureSize } from '../../../domain/objects/imageBanners';

/**
 * The pictures of the room's banners, loaded once per URL and shared by the 3D banner (its
 * texture) and the overlay (which says in words when one cannot be shown). Loaded as CORS
 * images: WebGL may only draw a picture from another site that allows it, and the browser
 * reports a refusal like any other failure.
 */
export type BannerImage =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; picture: HTMLCanvasElement }
  | { status: 'failed' };

const NONE: BannerImage = { status: 'none' };
const LOADING: BannerImage = { status: 'loading' };
const FAILED: BannerImage = { status: 'failed' };

const loads = new Map<string, BannerImage>();
const waiting = new Map<string, Promise<BannerImage>>();
const listeners = new Set<() => void>();

/**
 * The picture as the banner draws it: on white (transparent parts would show black on the
 * unlit board, as a poster's paper shows white), at its own size or scaled down to the largest
 * texture banners draw (a 4096 px photo is 64 MB on the GPU).
 */
function onPaper(image: HTMLImageElement): HTMLCanvasElement {
  const size = textureSize(image.naturalWidth, image.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(image, 0, 0, size.width, size.height);
  return canvas;
}

async function load(url: string): Promise<BannerImage> {
  const image = new Image();
  image.crossOrigin = 'anonymous';
  image.decoding = 'async';
  image.src = url;
  try {
    await image.decode();
    return { status: 'ready', picture: onPaper(image) };
  } catch {
    return FAILED;
  }
}

/**
 * Loads a banner's picture unless it is loaded or loading; `again` retries one that failed
 * (an editor checking a URL whose site was just fixed). Resolves with the outcome.
 */
export function requestBannerImage(url: string, again = false): Promise<BannerImage> {
  if (url === '') return Promise.resolve(NONE);
  const known = loads.get(url);
  if (known && known.status !== 'loading' && !(again && known.status === 'failed')) {
    return Promise.resolve(known);
  }
  const pending = waiting.get(url);
  if (pending) return pending;
  loads.set(url, LOADING);
  const outcome = load(url).then((result) => {
    loads.set(url, result);
    waiting.delete(url);
    listeners.forEach((listener) => listener());
    return result;
  });
  waiting.set(url, outcome);
  listeners.forEach((listener) => listener());
  return outcome;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The state of a banner's picture, loading it on first use. */
export function useBannerImage(url: string): BannerImage {
  const image = useSyncExternalStore(subscribe, () =>
    url === '' ? NONE : (loads.get(url) ?? LOADING),
  );
  useEffect(() => {
    void requestBannerImage(url);
  }, [url]);
  return image;
}
