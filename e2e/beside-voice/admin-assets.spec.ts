import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { ANIMALS } from '../../src/domain/avatars/animals';
import { expectNoViolations } from '../axe';
import { expect, test, type Page, type Locator } from '../base';
import { createAccount, createEvent, joinEventFromForm, signIn } from '../fixtures';
import { changedFraction, DRAWN_FRACTION, pixelsOf } from '../pixels';
import { adminDb, modelObjectsOf, openEditor, waitForWorld, worldAtRest } from '../support';
import { LOCKS } from '../locks';

test.describe.configure({ lock: [LOCKS.sceneryCatalogue] });

const BUCKET = 'demo-menagerie.appspot.com';
const MODELS = fileURLToPath(new URL('../../public/media/models/', import.meta.url));
const LAMP_POST = join(MODELS, 'lamp-post.glb');
/** Bulky enough to fill much of a 32 px thumbnail (the lamp post is a thin line there). */
const MARKET_STALL = join(MODELS, 'market-stall.glb');

function bucket() {
  process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= '127.0.0.1:9199';
  adminDb();
  return getStorage(getApps()[0] ?? initializeApp({ projectId: 'demo-menagerie' })).bucket(BUCKET);
}

async function storedNames(prefix: string): Promise<string[]> {
  const [files] = await bucket().getFiles({ prefix });
  return files.map((f) => f.name).sort();
}

/** The share of an element's on-screen pixels that differ clearly from `background` (RGB). */
async function drawnFraction(page: Page, element: Locator, background: [number, number, number]) {
  // Screenshots clip to the viewport: a long form may have scrolled the element away.
  await element.scrollIntoViewIfNeeded();
  const box = (await element.boundingBox())!;
  const pixels = await pixelsOf(page, {
    x: Math.round(box.x),
    y: Math.round(box.y),
    width: Math.round(box.width),
    height: Math.round(box.height),
  });
  let drawn = 0;
  for (let i = 0; i < pixels.length; i += 4) {
    const difference =
      (Math.abs(pixels[i]! - background[0]) +
        Math.abs(pixels[i + 1]! - background[1]) +
        Math.abs(pixels[i + 2]! - background[2])) /
      3;
    if (difference > 40) drawn++;
  }
  return drawn / (pixels.length / 4);
}

/** An image's intrinsic size once it has loaded. */
function naturalSizeOf(image: Locator) {
  return image.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    return { width: img.naturalWidth, height: img.naturalHeight };
  });
}

test('staff create an asset from a .glb, snapshot it, and place it from the editor list where its thumbnail shows', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const staff = await createAccount({ staff: true });
  const name = `Stall ${Date.now().toString(36)}`;
  let assetId = '';
  try {
    await signIn(page, '/admin', staff);
    await page.getByRole('link', { name: 'Scenery assets' }).click();
    await page.getByRole('link', { name: 'Create asset' }).click();
    await expect(page).toHaveURL(/\/admin\/assets\/new$/);
    const create = page.getByRole('button', { name: 'Create asset' });
    await expect(create).toBeDisabled();

    // The model's material names are read from the chosen file, each with a colour.
    await page.getByLabel('Model (.glb or .gltf)').setInputFiles(MARKET_STALL);
    for (const material of ['Wood', 'Canvas', 'Produce']) {
      await expect(page.getByLabel(material, { exact: true })).toBeVisible();
    }
    await expect(create).toBeDisabled(); // no name yet
    await page.getByLabel('Name').fill(name);
    await expect(create).toBeEnabled();
    await page.getByLabel('Canvas', { exact: true }).fill('#ff0000');
    await expect(page.getByLabel('Scale Y')).toHaveValue('1');
    await expectNoViolations(page, '/admin/assets/new');

    await create.click();
    await expect(page.getByRole('button', { name: 'Creating...' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/asset\/[^/]+$/, { timeout: 60_000 });
    assetId = page.url().split('/').pop()!;
    const stored = (await adminDb().doc(`assets/${assetId}`).get()).data()!;
    expect(stored).toMatchObject({
      name,
      modelPath: `models/${assetId}/market-stall.glb`,
      position: [0, 0, 0],
      rotation: [0, 0, 0],
      scale: [1, 1, 1],
      listInMenu: true,
      physicsData: { enabled: true, shape: 'CIRCLE', radius: 0.5 },
      instancingData: { enabled: true },
    });
    expect(stored.materials).toMatchObject({ Canvas: '#ff0000' });
    expect(Object.keys(stored.materials).sort()).toEqual(['Canvas', 'Produce', 'Wood']);
    expect(await storedNames(`models/${assetId}/`)).toEqual([`models/${assetId}/market-stall.glb`]);

    // Edit mode: Save changes is highlighted only after an edit.
    await expect(page.getByRole('heading', { name })).toBeVisible();
    const save = page.getByRole('button', { name: 'Save changes' });
    await expect(save).toHaveAttribute('data-variant', 'secondary');
    await page.getByLabel('Shape').selectOption('BOX');
    await page.getByLabel('Half width hx (metres)').fill('0.4');
    await page.getByLabel('Half depth hy (metres)').fill('0.3');
    await expect(save).toHaveAttribute('data-variant', 'primary');
    await save.click();
    await expect(page.getByText('Saved.')).toBeVisible();
    await expect(save).toHaveAttribute('data-variant', 'secondary');
    expect((await adminDb().doc(`assets/${assetId}`).get()).get('physicsData')).toEqual({
      enabled: true,
      shape: 'BOX',
      hx: 0.4,
      hy: 0.3,
    });

    // The preview draws the model; the snapshot stores a 200 x 200 thumbnail.
    const preview = page.getByRole('img', { name: `Preview of ${name}` });
    const snapshot = page.getByRole('button', { name: 'Take snapshot' });
    await expect(snapshot).toBeEnabled({ timeout: 30_000 });
    await expect
      .poll(() => drawnFraction(page, preview, [0xdf, 0xe6, 0xee]), { timeout: 15_000 })
      .toBeGreaterThan(0.03);
    await page.screenshot({ path: test.info().outputPath('asset-page.png'), fullPage: true });
    await expectNoViolations(page, '/admin/asset/{assetId}');
    await snapshot.click();
    await expect(page.getByRole('button', { name: 'Uploaded' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Take snapshot' })).toBeVisible();
    const thumbnail = (await adminDb().doc(`assets/${assetId}`).get()).get('thumbnail') as string;
    expect(thumbnail).toMatch(/^http:\/\/127\.0\.0\.1:9199\//);
    expect(await storedNames(`thumbnails/${assetId}/`)).toHaveLength(1);
    const shown = page.getByRole('img', { name: `Thumbnail of ${name}` });
    expect(await naturalSizeOf(shown)).toEqual({ width: 200, height: 200 });

    // The room editor's Scenery list shows it with its thumbnail, drawn.
    const event = await createEvent(staff.uid);
    await page.goto(`/event/${event.slug}`);
    await joinEventFromForm(page, event.name, 'Staff');
    await waitForWorld(page);
    const panel = await openEditor(page);
    const choice = panel.getByRole('button', { name, exact: true });
    await expect(choice).toBeVisible({ timeout: 20_000 });
    const listed = choice.locator('img');
    expect(await naturalSizeOf(listed)).toEqual({ width: 200, height: 200 });
    expect(await drawnFraction(page, listed, [0xff, 0xff, 0xff])).toBeGreaterThan(0.05);
    await panel.screenshot({ path: test.info().outputPath('editor-scenery-list.png') });

    // Placed from the list on the floor ahead, the model is downloaded and drawn there.
    const ahead = { x: 400, y: 240 };
    const aroundAhead = { x: ahead.x - 80, y: ahead.y - 80, width: 160, height: 130 };
    await worldAtRest(page); // the camera settles behind the player
    const before = await pixelsOf(page, aroundAhead);
    await choice.click();
    await expect(choice).toHaveAttribute('aria-pressed', 'true');
    await page.mouse.click(ahead.x, ahead.y);
    await expect(panel.locator('.room-editor__status')).toHaveText(`Placed ${name}.`);
    const placed = await adminDb().collection(`events/${event.id}/rooms/_main/instances`).get();
    expect(placed.docs.map((d) => d.get('assetId'))).toEqual([assetId]);
    await expect.poll(() => modelObjectsOf(page), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect
      .poll(async () => changedFraction(before, await pixelsOf(page, aroundAhead)), {
        timeout: 15_000,
      })
      .toBeGreaterThan(DRAWN_FRACTION);
    await page.screenshot({ path: test.info().outputPath('editor-model-placed.png') });
    // Staff can open the Create asset form from the editor (beside the world).
    await expect(panel.getByRole('link', { name: 'Create asset (new tab)' })).toHaveAttribute(
      'href',
      '/admin/assets/new',
    );
  } finally {
    // Other specs count the editor's Scenery list.
    if (assetId) await adminDb().doc(`assets/${assetId}`).delete();
  }
});

test('a file that is not a valid glTF, or too large, is refused in the browser; nothing is stored', async ({
  page,
}) => {
  const staff = await createAccount({ staff: true });
  const modelsBefore = await storedNames('models/');
  await signIn(page, '/admin/assets/new', staff);
  const input = page.getByLabel('Model (.glb or .gltf)');
  await input.setInputFiles({
    name: 'broken.glb',
    mimeType: 'model/gltf-binary',
    buffer: Buffer.from('this is not a model at all'),
  });
  await expect(page.getByRole('alert')).toHaveText('This is not a binary glTF (.glb) file.');
  await page.getByLabel('Name').fill('Broken');
  await expect(page.getByRole('button', { name: 'Create asset' })).toBeDisabled();

  await input.setInputFiles({
    name: 'huge.glb',
    mimeType: 'model/gltf-binary',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'This model is larger than 10 MB; make it smaller.',
  );
  await input.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('x'),
  });
  await expect(page.getByRole('alert')).toHaveText('Choose a .glb or .gltf file.');
  await expect(page.getByRole('button', { name: 'Create asset' })).toBeDisabled();
  await expectNoViolations(page, '/admin/assets/new (refused file)');
  expect(await storedNames('models/')).toEqual(modelsBefore);
});

test('the asset page says when the server refused an upload, and No asset... for none', async ({
  page,
}) => {
  const staff = await createAccount({ staff: true });
  const assetId = `lamp-${Date.now().toString(36)}`;
  await bucket()
    .file(`models/${assetId}/lamp-post.glb`)
    .save(readFileSync(LAMP_POST), { contentType: 'model/gltf-binary', resumable: false });
  await adminDb()
    .doc(`assets/${assetId}`)
    .set({ name: 'Server lamp', modelPath: `models/${assetId}/lamp-post.glb`, listInMenu: false });
  try {
    await signIn(page, `/admin/asset/${assetId}`, staff);
    await expect(page.getByRole('heading', { name: 'Server lamp' })).toBeVisible();
    // An upload that skipped the browser's check (storage.rules are not enforced offline).
    await bucket()
      .file(`models/${assetId}/broken.glb`)
      .save(Buffer.from('not a model'), { contentType: 'model/gltf-binary', resumable: false });
    await expect(page.getByRole('alert')).toHaveText(
      'The server refused the model broken.glb: This is not a binary glTF (.glb) file.',
      { timeout: 30_000 },
    );
    expect(await storedNames(`models/${assetId}/`)).toEqual([`models/${assetId}/lamp-post.glb`]);

    await page.goto('/admin/asset/no-such-asset');
    await expect(page.getByRole('heading', { name: 'No asset...' })).toBeVisible();
  } finally {
    await adminDb().doc(`assets/${assetId}`).delete();
  }
});

test('someone who is not staff gets no admin page', async ({ page }) => {
  const person = await createAccount();
  await signIn(page, '/admin/assets', person);
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  for (const path of ['/admin/assets', '/admin/assets/new', '/admin/asset/x', '/admin/avatars']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(page.locator('main')).toHaveText('');
  }
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
});

test('/admin/avatars draws each animal in turn and offers one jpg per animal', async ({ page }) => {
  const staff = await createAccount({ staff: true });
  const downloads: { name: string }[] = [];
  page.on('download', (d) => downloads.push({ name: d.suggestedFilename() }));
  await signIn(page, '/admin/avatars', staff);
  await expect(page.getByRole('heading', { name: 'Avatar photos' })).toBeVisible();
  await expectNoViolations(page, '/admin/avatars');
  // The page's own clock says when 'Begin' was pressed and when each caption appeared: the
  // test process can receive the download events late and bunched on a loaded machine (a
  // clean-clone run saw three steps reach it within 0.8-1.3 s), which says nothing of the pace.
  await page.evaluate(() => {
    const clock = { began: Infinity, shown: [] as number[] };
    window.__avatarClock = clock;
    document.addEventListener(
      'click',
      () => (clock.began = Math.min(clock.began, performance.now())),
      {
        capture: true,
      },
    );
    new MutationObserver(() => {
      const caption = document.querySelector('.avatar-photo figcaption')?.textContent ?? '';
      const step = /\((\d+) of \d+\)\s*$/.exec(caption);
      if (step && clock.shown[Number(step[1]) - 1] === undefined) {
        clock.shown[Number(step[1]) - 1] = performance.now();
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole('button', { name: 'Begin' }).click();
  await expect(page.getByRole('button', { name: 'Begin' })).toBeDisabled();
  const photo = page.locator('.avatar-photo img');
  // Each caption lasts 750 ms: the downloads, not the passing captions, say every step came.
  await expect(page.getByText(/^.+ \(\d+ of 47\)$/)).toBeVisible();
  await expect.poll(() => downloads.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
  expect(downloads.slice(0, 4).map((d) => d.name)).toEqual(
    ANIMALS.slice(0, 4).map((a) => `${a.key}.jpg`),
  );
  expect(new Set(downloads.map((d) => d.name)).size).toBe(downloads.length);
  // One step every 750 ms on a beat from the start: the fourth photo never shows before
  // 3 x 750 ms after 'Begin' (a busy page may show it later, and then catches up on the beat,
  // so the gaps between photos are not checked).
  const fourthAfter = () =>
    page.evaluate(() => {
      const clock = window.__avatarClock!;
      return clock.shown[3] === undefined ? null : clock.shown[3] - clock.began;
    });
  await expect.poll(fourthAfter).not.toBeNull();
  expect(await fourthAfter()).toBeGreaterThanOrEqual(3 * 750 - 5);
  expect(await drawnFraction(page, photo, [0xdf, 0xe6, 0xee])).toBeGreaterThan(0.05);
  await page.screenshot({ path: test.info().outputPath('avatars.png') });
  await expectNoViolations(page, '/admin/avatars (running)');
});
