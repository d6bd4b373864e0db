// storage-enforceUploadLimits: the offline Storage emulator permits every upload (its rules
// runtime is a stand-in), so the finalize trigger deletes what storage.rules would refuse.
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { adminBucket, unique } from './support/emulators';

async function waitUntilGone(path: string, timeoutMs: number): Promise<boolean> {
  const file = adminBucket().file(path);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [exists] = await file.exists();
    if (!exists) return true;
    await sleep(250);
  }
  return false;
}

describe('storage-enforceUploadLimits', () => {
  it(
    'deletes a 3 MB image under users/{uid}/images and keeps a small one',
    { timeout: 30_000 },
    async () => {
      const uid = unique('uploader');
      const small = `users/${uid}/images/small.png`;
      const big = `users/${uid}/images/big.png`;
      await adminBucket()
        .file(small)
        .save(Buffer.alloc(1024, 1), { contentType: 'image/png', resumable: false });
      await adminBucket()
        .file(big)
        .save(Buffer.alloc(3 * 1024 * 1024, 1), { contentType: 'image/png', resumable: false });

      expect(await waitUntilGone(big, 20_000)).toBe(true);
      await sleep(1000);
      const [smallExists] = await adminBucket().file(small).exists();
      expect(smallExists).toBe(true);
    },
  );

  it(
    "deletes an event image over 2 MB and a non-image among an event's images, and keeps a 2 MB one",
    { timeout: 30_000 },
    async () => {
      // The banners' folder (storage.rules: those who may edit rooms; 2 MB, images only).
      const folder = `events/${unique('event')}/images`;
      const atLimit = `${folder}/at-limit.webp`;
      const overLimit = `${folder}/over-limit.webp`;
      const notImage = `${folder}/notes.png`;
      await adminBucket()
        .file(atLimit)
        .save(Buffer.alloc(2097152, 1), { contentType: 'image/webp', resumable: false });
      await adminBucket()
        .file(overLimit)
        .save(Buffer.alloc(2097153, 1), { contentType: 'image/webp', resumable: false });
      await adminBucket()
        .file(notImage)
        .save('<script>alert(1)</script>', { contentType: 'text/html', resumable: false });

      expect(await waitUntilGone(overLimit, 20_000)).toBe(true);
      expect(await waitUntilGone(notImage, 20_000)).toBe(true);
      const [kept] = await adminBucket().file(atLimit).exists();
      expect(kept).toBe(true);
    },
  );

  it(
    'keeps a scenery thumbnail and deletes a non-image or an oversized one in thumbnails/',
    { timeout: 30_000 },
    async () => {
      // The snapshot's folder (storage.rules: staff; 2 MB, images only).
      const folder = `thumbnails/${unique('asset')}`;
      const thumbnail = `${folder}/thumbnail-1.png`;
      const notImage = `${folder}/page.html`;
      const overLimit = `${folder}/big.png`;
      await adminBucket()
        .file(thumbnail)
        .save(Buffer.alloc(4096, 1), { contentType: 'image/png', resumable: false });
      await adminBucket()
        .file(notImage)
        .save('<script>alert(1)</script>', { contentType: 'text/html', resumable: false });
      await adminBucket()
        .file(overLimit)
        .save(Buffer.alloc(2097153, 1), { contentType: 'image/png', resumable: false });

      expect(await waitUntilGone(notImage, 20_000)).toBe(true);
      expect(await waitUntilGone(overLimit, 20_000)).toBe(true);
      const [kept] = await adminBucket().file(thumbnail).exists();
      expect(kept).toBe(true);
    },
  );

  it('deletes a file at an unknown path', { timeout: 30_000 }, async () => {
    const path = `${unique('elsewhere')}/notes.txt`;
    await adminBucket().file(path).save('hello', { contentType: 'text/plain', resumable: false });
    expect(await waitUntilGone(path, 20_000)).toBe(true);
  });
});
