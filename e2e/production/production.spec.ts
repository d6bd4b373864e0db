import { expect, test } from '../base';
import {
  DRAWN_FRACTION,
  contrastWithFloor,
  countInstancedDraws,
  nextInstancedDraws,
} from '../pixels';

// Runs against the production build (`vite build` + `vite preview`), which has no debug
// handle: everything here is read from the screen and from WebGL itself.

test('production build: the avatar is drawn and no test hook ships', async ({ page }) => {
  await countInstancedDraws(page);
  await page.goto('/demo');
  const intro = page.getByRole('dialog', { name: /Welcome to Menagerie!/ });
  await intro.getByRole('button', { name: "Let's go!" }).press('Enter');
  const form = page.getByRole('dialog', { name: /^Join / });
  await form.getByLabel('Your Name').fill('Prod');
  await form.getByRole('button', { name: 'Join now' }).click();
  await expect(page.locator('.world__name-tag', { hasText: /^Prod$/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Loading the world...')).toHaveCount(0, { timeout: 30_000 });

  // The world's handle and the counters of the benchmarks and the soak.
  const hooks = ['__menagerie', '__menagerieReads', '__menagerieChat', '__menagerieLag'];
  expect(await page.evaluate((names) => names.filter((name) => name in window), hooks)).toEqual([]);

  // The crowd is the only instanced drawing: frames keep drawing the avatar's parts.
  const draws = await nextInstancedDraws(page);
  expect(draws.calls).toBeGreaterThan(0);
  expect(draws.instances).toBeGreaterThan(0);

  // Walk south, towards the camera, off the plaza's benches onto open lawn, then compare the
  // strip under the name tag with the floor beside it.
  await page.locator('.world__canvas').focus();
  await page.keyboard.down('s');
  await page.waitForTimeout(1500);
  await page.keyboard.up('s');
  await expect
    .poll(() => contrastWithFloor(page, 'Prod'), { timeout: 60_000 })
    .toBeGreaterThan(DRAWN_FRACTION);
});
