import { describe, expect, it } from 'vitest';
import { decideUpload, IMAGE_MAX_BYTES, MODEL_MAX_BYTES } from './uploadPolicy';

const MB = 1024 * 1024;

describe('decideUpload', () => {
  it('accepts images up to 2 MB under users/{uid}/images, events/{e}/images and thumbnails/{a}', () => {
    expect(IMAGE_MAX_BYTES).toBe(2097152);
    for (const path of [
      'users/u1/images/avatar.png',
      'events/e1/images/banner.jpg',
      'thumbnails/lamp/thumbnail-1.png',
    ]) {
      expect(decideUpload({ path, contentType: 'image/png', size: 1000 })).toEqual({ ok: true });
      expect(decideUpload({ path, contentType: 'image/jpeg', size: IMAGE_MAX_BYTES })).toEqual({
        ok: true,
      });
    }
  });

  it('refuses images over 2 MB', () => {
    expect(
      decideUpload({ path: 'users/u1/images/a.png', contentType: 'image/png', size: 2097153 }),
    ).toEqual({ ok: false, reason: 'too_large' });
    expect(
      decideUpload({ path: 'events/e1/images/a.png', contentType: 'image/png', size: 3 * MB }),
    ).toEqual({ ok: false, reason: 'too_large' });
    expect(
      decideUpload({ path: 'thumbnails/lamp/t.png', contentType: 'image/png', size: 3 * MB }),
    ).toEqual({ ok: false, reason: 'too_large' });
  });

  it('refuses non-images (and SVG, which can carry script) in image folders, whatever the size', () => {
    for (const contentType of [
      'application/pdf',
      'text/plain',
      'image/svg+xml',
      '',
      null,
      undefined,
    ]) {
      for (const path of ['users/u1/images/a.png', 'thumbnails/lamp/t.png']) {
        expect(decideUpload({ path, contentType, size: 10 })).toEqual({
          ok: false,
          reason: 'not_an_image',
        });
      }
    }
  });

  it('accepts .gltf and .glb models up to 10 MB', () => {
    expect(MODEL_MAX_BYTES).toBe(10 * MB);
    for (const path of ['models/tree/tree.gltf', 'models/tree/Tree.GLB']) {
      expect(
        decideUpload({ path, contentType: 'model/gltf-binary', size: MODEL_MAX_BYTES }),
      ).toEqual({ ok: true });
    }
    expect(
      decideUpload({ path: 'models/tree/tree.glb', contentType: null, size: MODEL_MAX_BYTES + 1 }),
    ).toEqual({ ok: false, reason: 'too_large' });
  });

  it('refuses other files under models/', () => {
    expect(
      decideUpload({ path: 'models/tree/tree.obj', contentType: 'model/obj', size: 10 }),
    ).toEqual({ ok: false, reason: 'not_a_model' });
    expect(
      decideUpload({ path: 'models/tree/gltf', contentType: 'model/gltf+json', size: 10 }),
    ).toEqual({ ok: false, reason: 'not_a_model' });
  });

  it('refuses unknown paths and malformed ones', () => {
    for (const path of [
      'avatar.png',
      'users/u1/avatar.png',
      'users/u1/images/nested/a.png',
      'users//images/a.png',
      'events/e1/files/a.png',
      'models/tree.glb',
      'models/tree/sub/tree.glb',
      'thumbnails/t.png',
      'thumbnails/lamp/sub/t.png',
      'other/u1/images/a.png',
      '',
    ]) {
      expect(decideUpload({ path, contentType: 'image/png', size: 10 })).toEqual({
        ok: false,
        reason: 'unknown_path',
      });
    }
  });
});
