import { expect, type Browser, type Page } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

/** Admin access to the emulators (exported by `firebase emulators:exec`). */
export function adminDb() {
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  const app = getApps()[0] ?? initializeApp({ projectId: 'demo-menagerie' });
  return getFirestore(app);
}

export interface PlayerFigures {
  x: number;
  y: number;
  angle: number;
}

export interface RemoteFigures {
  id: string;
  animal: string;
  x: number;
  y: number;
}

/** The demo plaza's global stage: centre, sensor radius 4 (scripts/seed/demo-world.mjs). */
export const DEMO_STAGE = { x: 498, y: 506 };

/** Opens /demo, passes the intro and the join form, and waits for the world. */
export async function joinDemo(
  page: Page,
  name: string,
  path = '/demo',
  animal?: string,
): Promise<string> {
  await page.goto(path);
  // The intro (pick an animal) shows on a context's first visit only.
  const intro = page.getByRole('dialog', { name: /Welcome to Menagerie!/ });
  const form = page.getByRole('dialog', { name: /^Join / });
  await expect(intro.or(form)).toBeVisible({ timeout: 30_000 });
  if (await intro.isVisible()) {
    if (animal) await intro.getByRole('radio', { name: animal }).click();
    await intro.getByRole('button', { name: "Let's go!" }).press('Enter');
  }
  await form.getByLabel('Your Name').fill(name);
  await form.getByRole('button', { name: 'Join now' }).click();
  return waitForWorld(page);
}

/**
 * Waits until the world is mounted and loaded; returns the player's id. A world may be
 * remounting (a move to another room): the id is read from whichever world is there once
 * nothing is loading.
 */
export async function waitForWorld(page: Page): Promise<string> {
  await page.waitForFunction(() => Boolean(window.__menagerie), undefined, {
    timeout: 30_000,
  });
  await expect(page.getByText('Loading the world...')).toHaveCount(0, { timeout: 30_000 });
  const id = await page.waitForFunction(() => window.__menagerie?.player.id ?? null, undefined, {
    timeout: 30_000,
  });
  return (await id.jsonValue()) as string;
}

export function playerOf(page: Page): Promise<PlayerFigures> {
  return page.evaluate(() => {
    const { x, y, angle } = window.__menagerie!.player;
    return { x, y, angle };
  });
}

export function remotesOf(page: Page): Promise<RemoteFigures[]> {
  return page.evaluate(() => window.__menagerie!.visibleRemotes());
}

/**
 * Waits for a frame drawn after this call that shows the world at rest (the camera in place,
 * nobody moving, no bubble): the canvas then keeps that picture until something changes. For
 * pixel comparisons, instead of sleeping while the camera settles.
 */
export async function worldAtRest(page: Page, timeout = 15_000): Promise<void> {
  const { count } = await page.evaluate(() => window.__menagerie!.frames());
  await page.waitForFunction(
    (after) => {
      const frames = window.__menagerie?.frames();
      return frames !== undefined && frames.count > after && frames.atRest;
    },
    count,
    { timeout, polling: 100 },
  );
}

/** Holds a movement key for `ms` with the world focused. */
export async function holdKey(page: Page, key: string, ms: number): Promise<void> {
  await page.locator('.world__canvas').focus();
  await page.keyboard.down(key);
  await page.waitForTimeout(ms);
  await page.keyboard.up(key);
}

/** Walks to a floor point the way a quick click on the floor does. */
export async function walkTo(page: Page, x: number, y: number): Promise<void> {
  await page.evaluate(([tx, ty]) => window.__menagerie!.walkTo(tx!, ty!), [x, y]);
}

export function cameraHeightOf(page: Page): Promise<number> {
  return page.evaluate(() => window.__menagerie!.cameraHeight());
}

/** The world renderer's last frame: draw calls and triangles (dev server's debug handle). */
export function renderInfoOf(page: Page): Promise<{ calls: number; triangles: number }> {
  return page.evaluate(() => {
    const { calls, triangles } = window.__menagerie!.renderInfo();
    return { calls, triangles };
  });
}

/** How many glTF scenery objects the world draws now (the lazy model chunk's, test builds). */
export function modelObjectsOf(page: Page): Promise<number> {
  return page.evaluate(() => window.__menagerie!.modelObjects!());
}

/** How many scenery objects the world's merged scenery mesh holds now. */
export function sceneryCountOf(page: Page): Promise<number> {
  return page.evaluate(() => window.__menagerie!.sceneryCount());
}

/**
 * Walks to a floor point and waits until the avatar stands there. Click-to-move goes in a
 * straight line: pick points with nothing between them (the demo plaza's clear lane is y = 517,
 * south of the fountain ring, for x from 510 to 522).
 */
export async function walkUntilThere(page: Page, x: number, y: number): Promise<void> {
  await walkTo(page, x, y);
  await expect
    .poll(
      async () => {
        const p = await playerOf(page);
        return Math.hypot(p.x - x, p.y - y) < 0.3;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

/**
 * Starts a test in an empty demo room with its public stage: removes the positions that
 * earlier tests' closed tabs left behind (a tab closed by the test runner says no goodbye, and
 * its position stays fresh for 2 minutes), clears the stage's participants, and waits until the
 * head-count triggers have caught up and the room is sparse. For tests that count connections.
 */
export async function quietDemoRoom(): Promise<void> {
  const db = adminDb();
  const positions = await db.collection('events/demo/rooms/demo/positions').get();
  await Promise.all(positions.docs.map((position) => position.ref.delete()));
  await db.doc('events/demo').update({ eventStage: { participants: {}, isPublic: true } });
  await expect
    .poll(async () => (await db.doc('events/demo/roomPresence/demo').get()).get('dense') === true, {
      timeout: 60_000,
    })
    .toBe(false);
}

/**
 * Two people join the demo, each in their own browser context; resolves once the first one
 * draws the second. Returns their pages and ids.
 */
export async function twoInDemo(browser: Browser, first: string, second: string) {
  const a = await (await browser.newContext()).newPage();
  const b = await (await browser.newContext()).newPage();
  const aId = await joinDemo(a, first);
  const bId = await joinDemo(b, second);
  await expect
    .poll(async () => (await remotesOf(a)).map((r) => r.id), { timeout: 30_000 })
    .toContain(bId);
  return { a, b, aId, bId };
}

/** Opens the top-right 'Editor' and returns the 'Room editor' panel. */
export async function openEditor(page: Page) {
  await page.getByRole('button', { name: 'Editor', exact: true }).click();
  return page.getByRole('region', { name: 'Room editor' });
}
