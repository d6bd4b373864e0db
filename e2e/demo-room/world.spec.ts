import { expect, test } from '../base';
import { cameraHeightOf, joinDemo, playerOf, walkUntilThere, walkTo } from '../support';

// The demo plaza's fountain (scripts/seed/demo-world.mjs): centre (522, 504), collider radius 2.4.
const FOUNTAIN = { x: 522, y: 504, radius: 2.4 };

test('scenery colliders stop the avatar: walking into the fountain ends at its rim', async ({
  page,
}) => {
  // Three walks on a software renderer at a few frames per second: more than the default minute.
  test.setTimeout(120_000);
  await joinDemo(page, 'Bumper');
  // Spawns are random near (512, 512); benches and lamps ring the fountain on its diagonals, so
  // come in from the south along a clear lane before heading for the centre.
  await walkUntilThere(page, 512, 517);
  await walkUntilThere(page, 522, 517);
  await walkTo(page, FOUNTAIN.x, FOUNTAIN.y);
  await expect
    .poll(
      async () => {
        const { x, y } = await playerOf(page);
        return Math.round(Math.hypot(x - FOUNTAIN.x, y - FOUNTAIN.y) * 10) / 10;
      },
      { timeout: 20_000 },
    )
    .toBeLessThan(3.5);
  await page.waitForTimeout(1500);
  const { x, y } = await playerOf(page);
  expect(Math.hypot(x - FOUNTAIN.x, y - FOUNTAIN.y)).toBeGreaterThanOrEqual(FOUNTAIN.radius);
});

test('the change-view button cycles the camera between three distances', async ({ page }) => {
  await joinDemo(page, 'Viewer');
  const settled = async () => {
    // The camera eases towards its goal, at a few frames per second on a software renderer:
    // it has settled when three readings half a second apart agree.
    const readings: number[] = [];
    for (;;) {
      readings.push(await cameraHeightOf(page));
      const last = readings.slice(-3);
      if (last.length === 3 && Math.max(...last) - Math.min(...last) < 0.01) {
        return Math.round(last[2]! * 10) / 10;
      }
      await page.waitForTimeout(500);
    }
  };
  const middle = await settled();
  const button = page.getByRole('button', { name: 'Change view' });
  await button.click();
  const near = await settled();
  await button.click();
  const far = await settled();
  await button.click();
  expect(near).toBeLessThan(middle);
  expect(far).toBeGreaterThan(middle);
  expect(await settled()).toBe(middle);
});

test('a chunk that fails to load shows the unexpected-error screen', async ({ page }) => {
  // The world's module: a hashed chunk in a build, the source file on the dev server.
  await page.route(/\/WorldView(-[\w-]+\.js|\.tsx)(\?.*)?$/, (route) => route.abort());
  await page.goto('/demo?hideIntro');
  const form = page.getByRole('dialog', { name: /^Join / });
  await form.getByLabel('Your Name').fill('Unlucky');
  await form.getByRole('button', { name: 'Join now' }).click();
  const picker = page.getByRole('dialog', { name: 'Pick your animal' });
  await picker.getByRole('button', { name: "Let's go!" }).click();
  await expect(
    page.getByRole('heading', { name: 'An unexpected error has occurred.' }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Reloading the page may resolve the issue.')).toBeVisible();
});

test('a quick click on the floor walks the avatar to that spot', async ({ page }) => {
  test.setTimeout(90_000);
  await joinDemo(page, 'Clicker');
  const start = await playerOf(page);
  // The camera looks north from behind the player: below and right of the centre of the view
  // is south-east of the avatar.
  const canvas = page.locator('.world__canvas canvas');
  const box = (await canvas.boundingBox())!;
  await canvas.click({ position: { x: box.width / 2 + 160, y: box.height / 2 + 150 } });
  await expect
    .poll(
      async () => {
        const now = await playerOf(page);
        return now.x - start.x > 1 && now.y - start.y > 1;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
});
