import { LIMITS } from '../constants';
import { IMAGE_KEYS, propOf } from './objectProps';
import { UPLOAD_IMAGE_TYPES } from '../profileFields';
import type { ExtraObject } from './roomObjects';

/**
 * Image banners (reference: image billboard): a picture standing in the room, from _imageUrl,
 * _imageScale metres along its longer side (default 5) with the _imageWidth x _imageHeight
 * aspect (default 180 x 120). Room editors set the URL in the 'Enter image URL' / 'Edit image
 * URL' modals or upload a file, compressed in the browser to at most 2 MB (reference).
 */
export const IMAGE_TEXT = {
  enterUrl: 'Enter image URL',
  editUrl: 'Edit image URL',
  urlLabel: 'Image URL',
  save: 'Save',
  checking: 'Checking the image...',
  upload: 'Or upload an image (compressed to at most 2 MB)',
  uploading: 'Uploading...',
  title: 'Image banner',
  noImage: 'No image yet.',
  loading: 'Loading the image...',
  /** Also what a URL that cannot be drawn gets, in the modal, before anything is stored. */
  failed:
    'This image cannot be shown. Check the address; an image from another site must allow ' +
    'other sites to show it (CORS), or upload the file instead.',
  notAnImage: 'Choose an image file (PNG, JPEG, GIF or WebP).',
  unreadable: 'This file cannot be read as an image.',
  tooBig: 'This image could not be compressed to 2 MB or less.',
  saveFailed: 'The image could not be saved.',
} as const;

export const IMAGE_BANNER = {
  /** How far from its face (metres) the player is near a banner: the overlay speaks of it. */
  nearMetres: 4,
  /** The picture's lower edge above the floor (metres), on two posts. */
  lift: 0.6,
  /** Larger pictures are drawn scaled down to this many pixels on their longer side. */
  maxTexturePx: 2048,
  /** A picture without a size of its own (an SVG with only a viewBox) is drawn this large. */
  unsizedPx: 1024,
  /** Uploads are at most this many bytes (reference: 2 MB, 2097152)... */
  maxUploadBytes: LIMITS.uploadMaxBytes,
  /** ...and at most this many pixels on their longer side (beyond, nobody sees a difference). */
  maxUploadSidePx: 4096,
} as const;

export interface ImageBanner {
  id: string;
  x: number;
  y: number;
  angle: number;
  /** '' while there is no image. */
  url: string;
  /** The picture's size in the world (metres). */
  width: number;
  height: number;
}

/** The world size of a banner: `scale` metres along the longer side, with the pixel aspect. */
export function bannerSize(scale: number, widthPx: number, heightPx: number) {
  const longer = Math.max(widthPx, heightPx);
  return { width: (scale * widthPx) / longer, height: (scale * heightPx) / longer };
}

export function imageBannerOf(object: ExtraObject): ImageBanner {
  const prop = (key: string) => propOf('imageBanner', object.props, key);
  return {
    id: object.id,
    x: object.x,
    y: object.y,
    angle: object.angle,
    url: String(prop(IMAGE_KEYS.url)).trim(),
    ...bannerSize(
      Number(prop(IMAGE_KEYS.scale)),
      Number(prop(IMAGE_KEYS.width)),
      Number(prop(IMAGE_KEYS.height)),
    ),
  };
}

/**
 * Distance (metres) from a floor point to the banner: to the nearest point of the line it
 * stands on, so the ends of a wide banner count as much as its middle. Angle 0 faces +y
 * (the world's +z); the picture runs along (cos a, -sin a), as three's rotation about y turns it.
 */
export function distanceToBanner(banner: ImageBanner, point: { x: number; y: number }): number {
  const dx = point.x - banner.x;
  const dy = point.y - banner.y;
  const along = dx * Math.cos(banner.angle) - dy * Math.sin(banner.angle);
  const half = banner.width / 2;
  const clamped = Math.max(-half, Math.min(half, along));
  return Math.hypot(dx - clamped * Math.cos(banner.angle), dy + clamped * Math.sin(banner.angle));
}

/** The banner the player stands near: the nearest within IMAGE_BANNER.nearMetres, or none. */
export function bannerNear(
  banners: readonly ImageBanner[],
  player: { x: number; y: number },
): ImageBanner | null {
  let best: ImageBanner | null = null;
  let bestDistance: number = IMAGE_BANNER.nearMetres;
  for (const banner of banners) {
    const d = distanceToBanner(banner, player);
    if (d <= bestDistance) {
      best = banner;
      bestDistance = d;
    }
  }
  return best;
}

/**
 * The size a picture is drawn at: its own, or scaled down to `max` pixels on its longer side;
 * a picture that reports no size (0 x 0: an SVG with only a viewBox) gets a square.
 */
export function textureSize(
  width: number,
  height: number,
  max: number = IMAGE_BANNER.maxTexturePx,
) {
  const sized = width > 0 && height > 0;
  const w = sized ? width : IMAGE_BANNER.unsizedPx;
  const h = sized ? height : IMAGE_BANNER.unsizedPx;
  const k = Math.min(1, max / Math.max(w, h));
  return { width: Math.max(1, Math.round(w * k)), height: Math.max(1, Math.round(h * k)) };
}

/** Whether a chosen file can be stored as it is, without compressing it. */
export function uploadsAsIs(
  file: { type: string; size: number },
  widthPx: number,
  heightPx: number,
): boolean {
  return (
    UPLOAD_IMAGE_TYPES.includes(file.type) &&
    file.size <= IMAGE_BANNER.maxUploadBytes &&
    Math.max(widthPx, heightPx) <= IMAGE_BANNER.maxUploadSidePx
  );
}

/**
 * The type a file is compressed to: JPEG and WebP stay as they are; anything else (PNG, GIF,
 * BMP...) becomes WebP, which keeps transparency and shrinks far better than PNG.
 */
export function compressedType(type: string): string {
  return type === 'image/jpeg' || type === 'image/webp' ? type : 'image/webp';
}

/** Why a compressed result cannot be stored (storage.rules say the same), or null. */
export function compressedImageError(blob: { type: string; size: number }): string | null {
  if (!UPLOAD_IMAGE_TYPES.includes(blob.type)) return IMAGE_TEXT.notAnImage;
  if (blob.size > IMAGE_BANNER.maxUploadBytes) return IMAGE_TEXT.tooBig;
  return null;
}
