import { getApps, initializeApp } from 'firebase-admin/app';
import { FieldValue } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { expectNoViolations } from '../axe';
import { expect, test, type Page } from '../base';
import { noisyPng, TEST_PICTURE_RGB } from '../generatedImages';
import { changedFraction, type Region } from '../pixels';
import { adminDb, walkUntilThere } from '../support';
import { worldPixelsOf } from '../worldPixels';

const BUCKET = 'demo-menagerie.appspot.com';
/** The banner stands north of the spawn ring, facing the camera (angle 0 faces +y). */
const BANNER = { x: 512, y: 503 };
/** Where the player watches it from: 3.5 m in front of it, so it is near (4 m). */
const VIEWPOINT = { x: 512, y: 506.5 };
/** The banner on screen from there (the 960 x 600 viewport): above the player's avatar. */
const BANNER_ON_SCREEN: Region = { x: 300, y: 60, width: 360, height: 150 };

function bucket() {
  process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= '127.0.0.1:9199';
  adminDb();
  return getStorage(getApps()[0] ?? initializeApp({ projectId: 'demo-menagerie' })).bucket(BUCKET);
}

/** The event's stored images: name, size and type. */
async function eventImages(eventId: string) {
  const [files] = await bucket().getFiles({ prefix: `events/${eventId}/images/` });
  return files.map((file) => ({
    name: file.name,
    size: Number(file.metadata.size),
    contentType: file.metadata.contentType,
  }));
}

/** The share of a region's pixels that are the test picture's magenta (nothing else is). */
function pictureFraction(pixels: readonly number[]): number {
  let matching = 0;
  for (let i = 0; i < pixels.length; i += 4) {
    const distance =
      Math.abs(pixels[i]! - TEST_PICTURE_RGB[0]) +
      Math.abs(pixels[i + 1]! - TEST_PICTURE_RGB[1]) +
      Math.abs(pixels[i + 2]! - TEST_PICTURE_RGB[2]);
    if (distance < 120) matching++;
  }
  return matching / (pixels.length / 4);
}

async function bannerProps(eventId: string): Promise<Record<string, unknown>> {
  const snap = await adminDb().doc(`events/${eventId}/rooms/_main/instances/banner`).get();
  return snap.get('props') as Record<string, unknown>;
}

/** Frames are drawn on demand: wait until two screenshots of the region agree. */
async function steadyPixels(page: Page, region: Region): Promise<number[]> {
  let previous = await worldPixelsOf(page, region);
  await expect
    .poll(
      async () => {
        const now = await worldPixelsOf(page, region);
        const moved = changedFraction(previous, now);
        previous = now;
        return moved;
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBeLessThan(0.01);
  return previous;
}

test('a room editor puts a large image on a banner: compressed to 2 MB in Storage, drawn in the world; bad URLs and files store nothing', async ({
  ownerAndGuest,
}) => {
  test.setTimeout(180_000);
  const { event, ownerPage: owner, guestPage: guest } = ownerAndGuest;
  await walkUntilThere(owner, VIEWPOINT.x, VIEWPOINT.y);
  const bare = await steadyPixels(owner, BANNER_ON_SCREEN);

  // Placed by an editor (here the admin SDK): a board with a placeholder saying there is no
  // image yet; near it, the editor is offered 'Enter image URL'.
  await adminDb()
    .doc(`events/${event.id}/rooms/_main/instances/banner`)
    .set({
      assetId: 'imageBanner',
      assetType: 'interactive',
      ...BANNER,
      angle: 0,
      created: FieldValue.serverTimestamp(),
      props: { _imageUrl: '', _imageScale: 5, _imageWidth: 180, _imageHeight: 120 },
    });
  const overlay = owner.getByRole('region', { name: 'Image banner' });
  await expect(overlay.getByText('No image yet.')).toBeVisible({ timeout: 20_000 });
  const placeholder = await steadyPixels(owner, BANNER_ON_SCREEN);
  expect(changedFraction(bare, placeholder)).toBeGreaterThan(0.2);
  await owner.screenshot({ path: test.info().outputPath('banner-placeholder.png') });
  await expectNoViolations(owner, 'Image banner overlay');

  // 'Enter image URL': Save is enabled only with something in the field.
  await overlay.getByRole('button', { name: 'Enter image URL' }).click();
  const modal = owner.getByRole('dialog', { name: 'Enter image URL' });
  const save = modal.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await expectNoViolations(owner, 'Enter image URL');
  const field = modal.getByLabel('Image URL');
  await field.fill('not a url');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(modal.getByRole('alert')).toHaveText(
    'Enter a URL that starts with https:// or http://.',
  );
  // A URL that cannot be drawn (nothing answers there) says so, and nothing is stored.
  await field.fill('http://127.0.0.1:9/missing.png');
  await save.click();
  await expect(modal.getByRole('alert')).toContainText('This image cannot be shown.');
  // A file that is not an image, or not a readable one: a clear error, nothing written.
  const upload = modal.getByLabel(/Or upload an image/);
  await upload.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('x'),
  });
  await expect(modal.getByRole('alert')).toHaveText(
    'Choose an image file (PNG, JPEG, GIF or WebP).',
  );
  await upload.setInputFiles({
    name: 'broken.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not really a picture'),
  });
  await expect(modal.getByRole('alert')).toHaveText('This file cannot be read as an image.');
  expect((await bannerProps(event.id))._imageUrl).toBe('');
  expect(await eventImages(event.id)).toEqual([]);

  // A 2.3 MB picture: compressed in the browser, stored at most 2 MB, its address on the banner.
  const picture = noisyPng(1000, 800);
  expect(picture.length).toBeGreaterThan(2097152);
  await upload.setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: picture });
  await expect(modal).toHaveCount(0, { timeout: 60_000 });
  await expect(overlay.getByRole('button', { name: 'Edit image URL' })).toBeFocused();
  const stored = await eventImages(event.id);
  expect(stored).toHaveLength(1);
  expect(stored[0]!.size).toBeLessThanOrEqual(2097152);
  expect(stored[0]!.contentType).toBe('image/webp');
  const url = String((await bannerProps(event.id))._imageUrl);
  expect(url).toContain(encodeURIComponent(stored[0]!.name));

  // Drawn: where the banner stands, the picture's magenta instead of the placeholder.
  await expect
    .poll(async () => pictureFraction(await worldPixelsOf(owner, BANNER_ON_SCREEN)), {
      timeout: 30_000,
    })
    .toBeGreaterThan(0.25);
  expect(pictureFraction(placeholder)).toBeLessThan(0.01);
  await owner.screenshot({ path: test.info().outputPath('banner-drawn.png') });

  // The attendee sees it too, with no editing offered (and no words needed: it shows).
  await walkUntilThere(guest, VIEWPOINT.x + 1, VIEWPOINT.y);
  await expect
    .poll(async () => pictureFraction(await worldPixelsOf(guest, BANNER_ON_SCREEN)), {
      timeout: 30_000,
    })
    .toBeGreaterThan(0.25);
  await expect(guest.getByRole('region', { name: 'Image banner' })).toHaveCount(0);
  await guest.screenshot({ path: test.info().outputPath('banner-guest.png') });

  // A banner whose picture cannot be drawn says so, in words, to whoever comes near.
  await adminDb()
    .doc(`events/${event.id}/rooms/_main/instances/banner`)
    .update({ 'props._imageUrl': 'http://127.0.0.1:9/gone.png' });
  await expect(guest.getByRole('region', { name: 'Image banner' })).toContainText(
    'This image cannot be shown.',
  );
  await guest.screenshot({ path: test.info().outputPath('banner-failed.png') });
});
