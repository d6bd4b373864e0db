import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../base';
import { databaseOutageFor } from '../databaseOutage';
import { PHONE } from '../layout';
import { joinDemo, walkTo } from '../support';

const SERVER_DOWN = 'Connection lost. Reconnecting... What you write is sent when it is back.';

/** Reading order of the screen's regions: rows top to bottom, each left to right. */
function regionRank(box: { x: number; y: number; width: number; height: number }, page: Page) {
  const { width, height } = page.viewportSize()!;
  const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const row = middle.y < height / 2 ? 0 : 1;
  const column = middle.x < width / 3 ? 0 : middle.x < (2 * width) / 3 ? 1 : 2;
  return row * 3 + column;
}

/** What Tab visits from the world's canvas until it comes back round, each with its region. */
async function tabTour(page: Page) {
  const canvas = page.getByRole('application', { name: /^3D world/ });
  await canvas.focus();
  const visited: { name: string; rank: number }[] = [];
  for (let step = 0; step < 40; step++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const box = element.getBoundingClientRect();
      return {
        application: element.getAttribute('role') === 'application',
        name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40),
        box: { x: box.x, y: box.y, width: box.width, height: box.height },
      };
    });
    if (focused === null || focused.application) break;
    visited.push({ name: focused.name, rank: regionRank(focused.box, page) });
  }
  return visited;
}

function overlaps(a: Locator, b: Locator) {
  return Promise.all([a.boundingBox(), b.boundingBox()]).then(([one, two]) => {
    if (!one || !two) throw new Error('not on screen');
    return !(
      one.x + one.width <= two.x ||
      two.x + two.width <= one.x ||
      one.y + one.height <= two.y ||
      two.y + two.height <= one.y
    );
  });
}

test('Tab goes through the world’s controls in reading order: top row left to right, then the bottom row', async ({
  page,
}) => {
  await joinDemo(page, 'Reader');
  // The closing banner (top centre) comes a few seconds after the world.
  await expect(page.getByRole('button', { name: 'Dismiss the announcement' })).toBeVisible({
    timeout: 20_000,
  });
  const tour = await tabTour(page);
  const names = tour.map((stop) => stop.name);
  // Every corner and the centre are on the tour...
  for (const name of ['Mute', 'Dismiss the announcement', 'Menu', 'Chat', 'Map'])
    expect(names.some((visited) => visited.startsWith(name))).toBe(true);
  expect(names).toContain('Create your own free event');
  // ...and visited in reading order: a region is never followed by one read before it.
  const ranks = tour.map((stop) => stop.rank);
  expect(ranks, names.join(' | ')).toEqual([...ranks].sort((a, b) => a - b));
});

test('the connection notice stacks under nothing and over nothing: the closing banner and the voice badge stay whole', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const outage = await databaseOutageFor(context);
  const page = await context.newPage();
  await joinDemo(page, 'Cut off');
  const banner = page.getByRole('region', { name: 'Announcement' });
  await expect(banner).toBeVisible({ timeout: 20_000 });
  outage.start('refuse');
  // A step: a position write that waits is what tells the page the database is out of reach.
  await walkTo(page, 505, 512);
  const notice = page.getByRole('status').getByText(SERVER_DOWN);
  await expect(notice).toBeVisible({ timeout: 30_000 });
  expect(await overlaps(notice, banner)).toBe(false);
  // Up at the top, between the corners' controls: clear of them too.
  for (const control of ['Check my audio', 'Menu'])
    expect(await overlaps(notice, page.getByRole('button', { name: control }))).toBe(false);
  await page.screenshot({ path: test.info().outputPath('notice-and-banner.png') });

  await page.setViewportSize(PHONE);
  const badge = page.getByRole('region', { name: 'Voice' });
  await expect(notice).toBeVisible();
  expect(await overlaps(notice, badge)).toBe(false);
  // (A phone has no room for the banner beside the top row: it is not shown there.)
  await page.screenshot({ path: test.info().outputPath('notice-on-a-phone.png') });
  outage.end();
  await expect(notice).toHaveCount(0, { timeout: 30_000 });
  await outage.close();
  await context.close();
});
