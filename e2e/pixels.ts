import { expect, type Page } from '@playwright/test';

/** A screen rectangle in CSS pixels (the e2e viewport has a device scale factor of 1). */
export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** RGBA bytes of regions of what is on screen, all from one real screenshot decoded in the page. */
async function pixelsOfRegions(page: Page, regions: readonly Region[]): Promise<number[][]> {
  const left = Math.max(0, Math.min(...regions.map((r) => r.x)));
  const top = Math.max(0, Math.min(...regions.map((r) => r.y)));
  const right = Math.max(...regions.map((r) => r.x + r.width));
  const bottom = Math.max(...regions.map((r) => r.y + r.height));
  const clip = { x: left, y: top, width: right - left, height: bottom - top };
  // One screenshot, not one per region: each takes seconds of a busy software renderer.
  const png = await page.screenshot({ clip, animations: 'disabled' });
  const offsets = regions.map((r) => ({ ...r, x: r.x - left, y: r.y - top }));
  // The bytes come back base64-encoded, one string per region: returned as arrays of numbers,
  // Playwright serialised each of a full screen's 2.3 million values on its own, which took
  // over a minute on a loaded machine (rooms-travel.spec.ts spent most of its time there).
  const encoded = await page.evaluate(
    async ([base64, parts]) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      return parts.map((part) => {
        const bytes = context.getImageData(part.x, part.y, part.width, part.height).data;
        let binary = '';
        for (let i = 0; i < bytes.length; i += 0x8000) {
          binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        }
        return btoa(binary);
      });
    },
    [png.toString('base64'), offsets] as const,
  );
  return encoded.map((part) => Array.from(Buffer.from(part, 'base64')));
}

/** RGBA bytes of a region of what is on screen (a real screenshot, decoded in the page). */
export async function pixelsOf(page: Page, region: Region): Promise<number[]> {
  return (await pixelsOfRegions(page, [region]))[0]!;
}

/** A pixel "changed" when its mean RGB difference exceeds this: floor speckles and grid lines
 * differ from each other by less, an animal's fur or skin against grass by more. */
const CHANGED_PIXEL = 40;

/** The fraction (0..1) of pixels that differ clearly between two samples of the same size. */
export function changedFraction(a: readonly number[], b: readonly number[]): number {
  expect(a.length).toBe(b.length);
  let changed = 0;
  for (let i = 0; i < a.length; i += 4) {
    const difference =
      (Math.abs(a[i]! - b[i]!) +
        Math.abs(a[i + 1]! - b[i + 1]!) +
        Math.abs(a[i + 2]! - b[i + 2]!)) /
      3;
    if (difference > CHANGED_PIXEL) changed++;
  }
  return changed / (a.length / 4);
}

/**
 * Where an avatar's body is on screen: name tags are DOM labels whose bottom centre is the
 * projection of the avatar's head (1.7 m up), so the body is the strip just below the tag.
 */
export async function bodyRegionBelowTag(page: Page, name: string): Promise<Region> {
  // A tag reads 'Name (speaking)' while its voice is heard.
  const tag = page.locator('.world__name-tag', { hasText: new RegExp(`^${name}( \\(|$)`) });
  await expect(tag).toBeVisible();
  const box = await tag.boundingBox();
  if (!box) throw new Error(`No name tag for ${name}`);
  const centre = box.x + box.width / 2;
  const bottom = box.y + box.height;
  // The tag floats above the head height of the tallest animals; smaller ones stand lower.
  return { x: Math.round(centre - 32), y: Math.round(bottom + 20), width: 64, height: 70 };
}

/** The same region moved sideways: bare floor at the same depth when the lane is clear. */
function beside(region: Region, dx: number): Region {
  return { ...region, x: region.x + dx };
}

/**
 * How much the strip under an avatar's name tag differs from the bare floor `sidePx` to both
 * sides of it (the smaller of the two): above DRAWN_FRACTION when an animal stands there.
 */
export async function contrastWithFloor(page: Page, name: string, sidePx = 80): Promise<number> {
  const body = await bodyRegionBelowTag(page, name);
  const [here, left, right] = await pixelsOfRegions(page, [
    body,
    beside(body, -sidePx),
    beside(body, sidePx),
  ]);
  return Math.min(changedFraction(here!, left!), changedFraction(here!, right!));
}

/** The share of a body strip an animal covers at least (a small fox at the far zoom ~15%). */
export const DRAWN_FRACTION = 0.05;

/**
 * Counts WebGL instanced draw calls (the crowd is the only instanced drawing in the app), from
 * the test side: no hook in the app is needed, so it works on the production build too.
 */
export async function countInstancedDraws(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counter = { calls: 0, instances: 0 };
    window.__e2eInstancedDraws = counter;
    const proto = WebGL2RenderingContext.prototype;
    const elements = proto.drawElementsInstanced;
    proto.drawElementsInstanced = function (mode, count, type, offset, instanceCount) {
      counter.calls++;
      counter.instances += instanceCount;
      return elements.call(this, mode, count, type, offset, instanceCount);
    };
    const arrays = proto.drawArraysInstanced;
    proto.drawArraysInstanced = function (mode, first, count, instanceCount) {
      counter.calls++;
      counter.instances += instanceCount;
      return arrays.call(this, mode, first, count, instanceCount);
    };
  });
}

/**
 * The instanced draw calls and instances of the frames drawn from now until at least one call is
 * made (a software-rendered world that stands still draws one frame a second): fails when no
 * instanced call comes within `timeout` ms.
 */
export async function nextInstancedDraws(
  page: Page,
  timeout = 10_000,
): Promise<{ calls: number; instances: number }> {
  const read = () => page.evaluate(() => ({ ...window.__e2eInstancedDraws! }));
  const before = await read();
  await expect.poll(async () => (await read()).calls, { timeout }).toBeGreaterThan(before.calls);
  const after = await read();
  return { calls: after.calls - before.calls, instances: after.instances - before.instances };
}
