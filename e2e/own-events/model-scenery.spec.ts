import { readFileSync } from 'node:fs';
import { getStorage } from 'firebase-admin/storage';
import { FieldValue } from 'firebase-admin/firestore';
import { expect, test, type Page } from '../base';
import { createAccount, createEvent, joinEventFromForm, signIn } from '../fixtures';
import { screenOf } from '../floorScreen';
import type { Region } from '../pixels';
import {
  adminDb,
  modelObjectsOf,
  openEditor,
  playerOf,
  renderInfoOf,
  walkUntilThere,
  worldAtRest,
} from '../support';
import { worldPixelsOf } from '../worldPixels';
import { LOCKS } from '../locks';

test.describe.configure({ lock: [LOCKS.sceneryCatalogue] });

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

/** Places the asset at `spots` in the event's main room (ids stall0, stall1...), instanced. */
async function placeStalls(eventId: string, assetId: string, spots: readonly Spot[]) {
  const room = adminDb().collection(`events/${eventId}/rooms/_main/instances`);
  await adminDb().doc(`events/${eventId}`).update({ 'config.instancingEnabled': true });
  await Promise.all(
    spots.map((at, i) =>
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
}

interface Spot {
  x: number;
  y: number;
}

/** The screen square over the middle of one stall standing at `at`, seen from `viewer`. */
function stallRegion(viewer: Spot, at: Spot): Region {
  const left = screenOf(viewer, { x: at.x - 0.7, y: at.y }, SIZE, 0.5);
  const right = screenOf(viewer, { x: at.x + 0.7, y: at.y }, SIZE, 2);
  return {
    x: Math.round(left.x),
    y: Math.round(right.y),
    width: Math.round(right.x - left.x),
    height: Math.round(left.y - right.y),
  };
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
  const event = await joinNewEvent(page, (eventId) => placeStalls(eventId, assetId, STALLS));
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

  // Instancing off for the event, by its organiser in Event settings: the same six stalls, one
  // object each (3 meshes apiece).
  await page.getByRole('button', { name: 'Organizer' }).click();
  await page.getByRole('menuitem', { name: 'Event settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Event settings' });
  const instancing = settings.getByRole('checkbox', { name: /^Instanced 3D models/ });
  await expect(instancing).toBeChecked();
  await instancing.uncheck();
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings).toHaveCount(0);
  await expect
    .poll(async () => (await adminDb().doc(`events/${event.id}`).get()).get('config'))
    .toMatchObject({ instancingEnabled: false });
  await expect
    .poll(async () => (await renderInfoOf(page)).calls, { timeout: 30_000 })
    .toBeGreaterThanOrEqual(instanced.calls + PARTS * (STALLS.length - 1));
  await expect.poll(() => modelObjectsOf(page)).toBe(STALLS.length);
  // Still drawn, one object each.
  expect(magentaFraction(await worldPixelsOf(page, rowRegion(viewer)))).toBeGreaterThan(0.2);
  await page.screenshot({ path: test.info().outputPath('one-each.png') });
});

test('in the editor a glTF model fades under the pointer and the gizmo carries one instance of it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const assetId = await createMagentaStall();
  const moved = { x: 509, y: 505 };
  const other = { x: 503.5, y: 505 };
  const DRAG_METRES = 3.5;
  const event = await joinNewEvent(page, (eventId) =>
    placeStalls(eventId, assetId, [moved, other]),
  );
  await walkUntilThere(page, STAND_AT.x, STAND_AT.y);
  const viewer = await playerOf(page);
  const magentaAt = async (at: Spot) =>
    magentaFraction(await worldPixelsOf(page, stallRegion(viewer, at)));
  await expect.poll(() => magentaAt(moved), { timeout: 60_000 }).toBeGreaterThan(0.3);
  const otherSolid = await magentaAt(other);
  expect(otherSolid).toBeGreaterThan(0.3);

  const panel = await openEditor(page);
  await panel.getByRole('radio', { name: 'Edit' }).check();
  await worldAtRest(page); // the camera settles

  // Hover: that placement fades (to 0.25 over the floor: no longer magenta); its sibling, an
  // instance of the same mesh, stays solid.
  // The pointer moves over it until it fades, as a person's would: the editor's scene layer
  // (a lazy chunk) may still be loading when the pointer first arrives.
  const onStall = screenOf(viewer, moved, SIZE, 1.2);
  let wiggle = 0;
  await expect
    .poll(async () => {
      await page.mouse.move(onStall.x + (wiggle++ % 2), onStall.y);
      return magentaAt(moved);
    })
    .toBeLessThan(0.1);
  expect(await magentaAt(other)).toBeGreaterThan(otherSolid * 0.8);
  await page.screenshot({ path: test.info().outputPath('model-hover.png') });

  // A click selects it; the gizmo's x arrow drags it east, a stand-in carrying it meanwhile.
  await page.mouse.click(onStall.x, onStall.y);
  const form = panel.getByRole('form', { name: assetId });
  await expect(form.getByLabel('X (metres)')).toHaveValue('509.000');
  const grab = screenOf(viewer, { x: moved.x + 1.2, y: moved.y }, SIZE);
  const drop = screenOf(viewer, { x: moved.x + 1.2 + DRAG_METRES, y: moved.y }, SIZE);
  const landed = { x: moved.x + DRAG_METRES, y: moved.y };
  expect(await magentaAt(landed)).toBeLessThan(0.02); // bare floor before the drag
  await page.mouse.move(grab.x, grab.y, { steps: 4 });
  await page.mouse.down();
  await page.mouse.move(drop.x, drop.y, { steps: 12 });
  // The stand-in is carried there (the drop lands within a few decimetres of the aim).
  await expect.poll(() => magentaAt(landed)).toBeGreaterThan(0.15);
  await page.screenshot({ path: test.info().outputPath('model-dragging.png') });
  await page.mouse.up();
  await expect(panel.locator('.room-editor__status')).toHaveText(`Moved ${assetId}.`);
  const stored = (
    await adminDb().doc(`events/${event.id}/rooms/_main/instances/stall0`).get()
  ).data()!;
  expect(Number(stored.x)).toBeGreaterThan(landed.x - 0.8);
  expect(Number(stored.x)).toBeLessThan(landed.x + 0.8);
  // With the editor closed (no gizmo, no stand-in: only the world's own drawing), it is drawn
  // where it was dropped and gone from where it stood; the sibling never moved.
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toHaveCount(0);
  await expect.poll(() => magentaAt({ x: Number(stored.x), y: moved.y })).toBeGreaterThan(0.3);
  expect(await magentaAt(moved)).toBeLessThan(0.1);
  expect(await magentaAt(other)).toBeGreaterThan(otherSolid * 0.8);
  await page.screenshot({ path: test.info().outputPath('model-moved.png') });
});
