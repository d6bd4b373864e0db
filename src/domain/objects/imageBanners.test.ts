import { describe, expect, it } from 'vitest';
import {
  bannerNear,
  bannerSize,
  compressedImageError,
  compressedType,
  distanceToBanner,
  IMAGE_BANNER,
  IMAGE_TEXT,
  imageBannerOf,
  textureSize,
  uploadsAsIs,
  type ImageBanner,
} from './imageBanners';
import type { ExtraObject } from './roomObjects';

const object = (props: Record<string, unknown>, angle = 0): ExtraObject => ({
  type: 'extra',
  kind: 'imageBanner',
  id: 'poster',
  x: 500,
  y: 400,
  angle,
  props,
});

describe('imageBannerOf', () => {
  it('reads the reference defaults: no image, scale 5, 180 x 120 pixels', () => {
    const banner = imageBannerOf(object({}));
    expect(banner).toMatchObject({ id: 'poster', x: 500, y: 400, angle: 0, url: '' });
    expect(banner.width).toBeCloseTo(5);
    expect(banner.height).toBeCloseTo(5 * (120 / 180));
  });

  it('reads the URL and the size an editor set', () => {
    const banner = imageBannerOf(
      object({
        _imageUrl: ' https://example.com/a.png ',
        _imageScale: 8,
        _imageWidth: 100,
        _imageHeight: 400,
      }),
    );
    expect(banner).toMatchObject({ url: 'https://example.com/a.png', width: 2, height: 8 });
  });
});

describe('bannerSize', () => {
  it('gives the longer side the scale and keeps the aspect', () => {
    const poster = bannerSize(5, 180, 120);
    expect(poster.width).toBe(5);
    expect(poster.height).toBeCloseTo(10 / 3);
    expect(bannerSize(3, 50, 100)).toEqual({ width: 1.5, height: 3 });
    expect(bannerSize(2, 10, 10)).toEqual({ width: 2, height: 2 });
  });
});

describe('distanceToBanner and bannerNear', () => {
  const banner = (angle: number, over: Partial<ImageBanner> = {}): ImageBanner => ({
    ...imageBannerOf(object({ _imageScale: 10 }, angle)),
    ...over,
  });

  it('measures to the line the banner stands on, ends included', () => {
    const facingSouth = banner(0); // 10 m wide along x
    expect(distanceToBanner(facingSouth, { x: 500, y: 403 })).toBeCloseTo(3);
    expect(distanceToBanner(facingSouth, { x: 504, y: 403 })).toBeCloseTo(3);
    expect(distanceToBanner(facingSouth, { x: 508, y: 400 })).toBeCloseTo(3);
    // Turned a quarter: it runs along y now (three turns +x towards -z, i.e. -y).
    const turned = banner(Math.PI / 2);
    expect(distanceToBanner(turned, { x: 500, y: 396 })).toBeCloseTo(0);
    expect(distanceToBanner(turned, { x: 503, y: 404 })).toBeCloseTo(3);
    expect(distanceToBanner(turned, { x: 500, y: 408 })).toBeCloseTo(3);
  });

  it('is near within 4 m, the nearest banner first', () => {
    const a = banner(0);
    const b = banner(0, { id: 'other', y: 405 });
    expect(IMAGE_BANNER.nearMetres).toBe(4);
    expect(bannerNear([a, b], { x: 500, y: 403 })?.id).toBe('other');
    expect(bannerNear([a], { x: 500, y: 404 })?.id).toBe('poster');
    expect(bannerNear([a], { x: 500, y: 404.1 })).toBeNull();
  });
});

describe('textureSize', () => {
  it('keeps small pictures and scales large ones to 2048 px on the longer side', () => {
    expect(textureSize(180, 120)).toEqual({ width: 180, height: 120 });
    expect(textureSize(4096, 1024)).toEqual({ width: 2048, height: 512 });
    expect(textureSize(300, 6000)).toEqual({ width: 102, height: 2048 });
    expect(textureSize(10000, 1)).toEqual({ width: 2048, height: 1 });
  });

  it('draws a picture that reports no size (an SVG with only a viewBox) as a 1024 px square', () => {
    expect(textureSize(0, 0)).toEqual({ width: 1024, height: 1024 });
  });
});

describe('uploads', () => {
  const MAX = 2097152;

  it('stores a small image of an allowed type as it is', () => {
    expect(IMAGE_BANNER.maxUploadBytes).toBe(MAX);
    expect(uploadsAsIs({ type: 'image/png', size: MAX }, 4096, 300)).toBe(true);
    expect(uploadsAsIs({ type: 'image/png', size: MAX + 1 }, 100, 100)).toBe(false);
    expect(uploadsAsIs({ type: 'image/jpeg', size: 10 }, 4097, 100)).toBe(false);
    expect(uploadsAsIs({ type: 'image/bmp', size: 10 }, 10, 10)).toBe(false);
    expect(uploadsAsIs({ type: 'image/svg+xml', size: 10 }, 10, 10)).toBe(false);
  });

  it('compresses JPEG and WebP as themselves and everything else to WebP', () => {
    expect(compressedType('image/jpeg')).toBe('image/jpeg');
    expect(compressedType('image/webp')).toBe('image/webp');
    expect(compressedType('image/png')).toBe('image/webp');
    expect(compressedType('image/gif')).toBe('image/webp');
    expect(compressedType('image/bmp')).toBe('image/webp');
  });

  it('refuses a compressed result over 2 MB or of a type storage does not take', () => {
    expect(compressedImageError({ type: 'image/webp', size: MAX })).toBeNull();
    expect(compressedImageError({ type: 'image/webp', size: MAX + 1 })).toBe(IMAGE_TEXT.tooBig);
    expect(compressedImageError({ type: 'image/bmp', size: 10 })).toBe(IMAGE_TEXT.notAnImage);
  });
});
