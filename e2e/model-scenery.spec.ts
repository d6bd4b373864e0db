import { readFileSync } from 'node:fs';
import { getStorage } from 'firebase-admin/storage';
import { FieldValue } from 'firebase-admin/firestore';
import { expect, test, type Page } from './base';
import { createAccount, createEvent, joinEventFromForm, signIn } from './fixtures';
import { screenOf } from './floorScreen';
import type { Region } from './pixels';
import { adminDb, modelObjectsOf, playerOf, renderInfoOf, walkUntilThere } from './support';
import { worldPixelsOf } from './worldPixels';

const SIZE = { width: 960, height: 600 };
/** A row of market stalls 7 m north of where the attendee stands (the room's centre). */
const STAND_AT = { x: 512, y: 512 };
const STALLS = [506.5, 509, 511.5, 514, 516.5, 519].map((x) => ({ x, y: 505 }));
/** The stall is 3 materials (Wood, Canvas, Produce): instanced, 3 draws for the whole row. */
const PARTS = 3;
/** Every material of the test's asset is recoloured magenta: no floor, sky or animal is. */
const MAGENTA = '#ff00ff';

const isMagenta = (r: number, g: number, b: number) => r > g + 60 && b > g + 60;

/** The fraction of the region's pixels that are magenta-ish (lit or shaded). */
function magentaFraction(pixels: readonly number[]): number {
  let hits = 0;
  for (let i = 0; i < pixels.length; i += 4) {
    if (isMagenta(pixels[i]!, pixels[i + 1]!, pixels[i + 2]!)) hits++;
  }
  return hits / (pixels.length / 4);
}

/** The screen rectangle over the middle stalls' counters and roofs, seen from `viewer`. */
function rowRegion(viewer: { x: number; y: number }): Region {
  const left = screenOf(viewer, { x: 509, y: 505 }, SIZE, 0.5);
  const right = screenOf(viewer, { x: 514, y: 505 }, SIZE, 2.4);
  return {
    x: Math.round(left.x),
    y: Math.round(right.y),
    width: Math.round(right.x - left.x),
    height: Math.round(left.y - right.y),
  };
}

/** Uploads the repository's market stall as a new asset's model, with all materials magenta. */
async function createMagentaStall(): Promise<string> {
  process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= '127.0.0.1:9199';
  const assetId = `e2eStall${Date.now().toString(36)}`;
  const modelPath = `models/${assetId}/market-stall.glb`;
  adminDb();
  await getStorage()
    .bucket('demo-menagerie.appspot.com')
    .file(modelPath)
    .save(readFileSync('public/media/models/market-stall.glb'), {
      resumable: false,
      metadata: {
        contentType: 'model/gltf-binary',
        metadata: { firebaseStorageDownloadTokens: `e2e-${assetId}` },
      },
    });
  await adminDb()
    .doc(`assets/${assetId}`)
    .set({
      name: 'Magenta stall',
      modelPath,
      position: [0, 0, 0],
      rotation: [0, 0, 0],
      scale: [1, 1, 1],
      materials: { Wood: MAGENTA, Canvas: MAGENTA, Produce: MAGENTA },
      listInMenu: false,
      physicsData: { enabled: true, shape: 'BOX', hx: 1.05, hy: 0.45 },
      instancingData: {
        enabled: true,
        position: [0, 0, 0],
        rotation: [0, 0, 0],
        scale: [1, 1, 1],
        nodes: {},
      },
    });
  return assetId;
}

/** The files of the lazy model chunk, the Draco decoder and the model the page fetched. */
function recordModelRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (/ModelScenery|\/decoders\/|\.glb/.test(url)) seen.push(url);
  });
  return seen;
}

async function joinNewEvent(page: Page, prepare: (eventId: string) => Promise<unknown>) {
  const owner = await createAccount();
  const event = await createEvent(owner.uid);
  await prepare(event.id);
  await signIn(page, `/event/${event.slug}`, owner);
  await joinEventFromForm(page, event.name, 'Owner');
  return event;
}

test('a room with glTF scenery draws its models, instanced in fewer draw calls; a room without fetches no loader', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const assetId = await createMagentaStall();

  // A room without models: the world shows and no loader, decoder or model is fetched.
  const plain = await (await browser.newContext()).newPage();
  const plainRequests = recordModelRequests(plain);
  await joinNewEvent(plain, async () => undefined);
  await expect(plain.getByText('Loading the world...')).toHaveCount(0, { timeout: 30_000 });
  // The model chunk would be fetched 1 s after the world shows.
  await plain.waitForTimeout(3000);
  expect(plainRequests).toEqual([]);
  expect(await modelObjectsOf(plain)).toBe(0);
  await plain.context().close();

  const page = await (await browser.newContext()).newPage();
  const requests = recordModelRequests(page);
  const event = await joinNewEvent(page, async (eventId) => {
    const room = adminDb().collection(`events/${eventId}/rooms/_main/instances`);
    await adminDb().doc(`events/${eventId}`).update({ 'config.instancingEnabled': true });
    await Promise.all(
      STALLS.map((at, i) =>
        room.doc(`stall${i}`).set({
          assetId,
          assetType: 'scenery',
          ...at,
          angle: 0,
          props: {},
          created: FieldValue.serverTimestamp(),
        }),
      ),
    );
  });
  await walkUntilThere(page, STAND_AT.x, STAND_AT.y);
  const viewer = await playerOf(page);
  // Pixels: the magenta stalls stand where the camera looks (the models arrive after the world).
  await expect
    .poll(async () => magentaFraction(await worldPixelsOf(page, rowRegion(viewer))), {
      timeout: 60_000,
    })
    .toBeGreaterThan(0.2);
  expect(requests.some((url) => url.includes('ModelScenery'))).toBe(true);
  expect(requests.some((url) => url.includes(`models%2F${assetId}%2Fmarket-stall.glb`))).toBe(true);
  await page.screenshot({ path: test.info().outputPath('instanced.png') });
  // Instanced: one mesh per material part of the stall (3), not one object per stall.
  expect(await modelObjectsOf(page)).toBe(PARTS);
  const instanced = await renderInfoOf(page);

  // Instancing off for the event: the same six stalls, one object each (3 meshes apiece).
  await adminDb().doc(`events/${event.id}`).update({ 'config.instancingEnabled': false });
  await expect
    .poll(async () => (await renderInfoOf(page)).calls, { timeout: 30_000 })
    .toBeGreaterThanOrEqual(instanced.calls + PARTS * (STALLS.length - 1));
  await expect.poll(() => modelObjectsOf(page)).toBe(STALLS.length);
  // Still drawn, one object each.
  expect(magentaFraction(await worldPixelsOf(page, rowRegion(viewer)))).toBeGreaterThan(0.2);
  await page.screenshot({ path: test.info().outputPath('one-each.png') });
});
