import { expect, test, type Locator, type Page } from '../base';
import { expectNoViolations } from '../axe';
import { contrastWithFloor, DRAWN_FRACTION } from '../pixels';
import { joinDemo, playerOf, walkUntilThere } from '../support';

// A phone: under the 770 px breakpoint, with a touch screen.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** Open lawn east of the demo plaza's fountain (avatars-drawn.spec.ts walks this lane). */
const LANE_START = { x: 508, y: 516 };

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) {
    const what = await locator.evaluate((el) => el.outerHTML.slice(0, 300)).catch(String);
    throw new Error(`${locator} has no box: ${what}`);
  }
  return box;
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every pair of named boxes that overlaps, and every box that leaves the viewport. */
function layoutProblems(boxes: [string, Box][], viewport: { width: number; height: number }) {
  const problems: string[] = [];
  boxes.forEach(([name, box], i) => {
    if (box.x < 0 || box.y < 0 || box.x + box.width > viewport.width)
      problems.push(`${name} leaves the screen`);
    if (box.y + box.height > viewport.height) problems.push(`${name} leaves the screen`);
    for (const [other, otherBox] of boxes.slice(i + 1))
      if (overlap(box, otherBox)) problems.push(`${name} overlaps ${other}`);
  });
  return problems;
}

/** A finger on the screen: real touch input (pointerType 'touch'), through the DevTools protocol. */
async function touchDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (
    type: 'touchStart' | 'touchMove' | 'touchEnd',
    points: { x: number; y: number }[],
  ) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
  await touch('touchStart', [from]);
  for (let step = 1; step <= 4; step++) {
    const t = step / 4;
    await touch('touchMove', [
      { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t },
    ]);
  }
  return {
    release: async () => {
      await touch('touchEnd', []);
      await cdp.detach();
    },
  };
}

test('on a phone the toolbars stack without overlap and the joystick walks the avatar', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await joinDemo(page, 'Thumb', '/demo', 'Gorilla');
  // The fake microphone beeps: a speaking ring would cover the floor the body is compared with.
  await page.getByRole('button', { name: /^Mute/ }).click();
  await expect(page.getByRole('button', { name: /^Unmute/ })).toBeVisible();

  const joystick = page.locator('.joystick');
  await expect(joystick).toBeVisible();
  await expect(joystick).toHaveAttribute('aria-hidden', 'true');
  const bar = page.locator('.event-toolbar__bottom-left');
  // The chat's code comes a moment after the world (DeferredChatDock): measure the bar once
  // its stand-in has given way (the dock's live region is the chat's own).
  await expect(bar.locator('.chat [aria-live="polite"]')).toBeAttached({ timeout: 15_000 });
  const barButtons = await bar.getByRole('button').all();
  expect(barButtons.length).toBeGreaterThanOrEqual(6); // Chat and the five reactions
  const named: [string, Box][] = [['joystick', await boxOf(joystick)]];
  for (const button of barButtons)
    named.push([
      `bar: ${(await button.getAttribute('aria-label')) ?? (await button.innerText())}`,
      await boxOf(button),
    ]);
  for (const name of ['Nearby', 'Change view', 'Map', 'Menu'])
    named.push([name, await boxOf(page.getByRole('button', { name, exact: true }))]);
  named.push(['Unmute', await boxOf(page.getByRole('button', { name: /^Unmute/ }))]);
  named.push([
    'sign-up bar',
    await boxOf(page.getByRole('link', { name: 'Create your own free event' })),
  ]);
  await page.screenshot({ path: 'test-results/mobile-world.png' });
  expect(layoutProblems(named, page.viewportSize()!)).toEqual([]);
  await expectNoViolations(page, 'the mobile layout of the world');

  // From open lawn, push the stick east and hold it: the avatar walks east, and is drawn there.
  await walkUntilThere(page, LANE_START.x, LANE_START.y);
  const start = await playerOf(page);
  const centre = await boxOf(joystick).then((b) => ({
    x: b.x + b.width / 2,
    y: b.y + b.height / 2,
  }));
  const finger = await touchDrag(page, centre, { x: centre.x + 30, y: centre.y });
  await expect(page.locator('.joystick__knob')).toHaveAttribute('style', /translate\(30px, 0px\)/);
  await expect
    .poll(async () => (await playerOf(page)).x, { timeout: 10_000 })
    .toBeGreaterThan(start.x + 2);
  await finger.release();
  await expect(page.locator('.joystick__knob')).not.toHaveAttribute('style', /translate/);
  const stopped = await playerOf(page);
  expect(Math.abs(stopped.y - start.y)).toBeLessThan(0.3); // east is screen right: no drift
  await page.waitForTimeout(500);
  expect((await playerOf(page)).x).toBeCloseTo(stopped.x, 2); // released: it stops
  await expect
    .poll(() => contrastWithFloor(page, 'Thumb'), { timeout: 60_000 })
    .toBeGreaterThan(DRAWN_FRACTION);

  // The chat opens across the width, above the bottom rows, and passes axe.
  await page.getByRole('button', { name: /^Chat/ }).click();
  const chat = page.getByRole('region', { name: 'Chat' });
  await expect(chat).toBeVisible();
  const panel = await boxOf(chat);
  expect(panel.width).toBeGreaterThan(390 - 2 * 12);
  expect(overlap(panel, await boxOf(bar))).toBe(false);
  await page.screenshot({ path: 'test-results/mobile-chat.png' });
  await expectNoViolations(page, 'the mobile chat');
  await page.getByRole('button', { name: 'Close chat' }).click();

  // A tablet (a touch screen at a desktop width): the desktop layout, the stick clear of it.
  await page.setViewportSize({ width: 960, height: 600 });
  await expect(joystick).toBeVisible();
  const wide: [string, Box][] = [['joystick', await boxOf(joystick)]];
  for (const name of ['Nearby', 'Change view', 'Map', 'Chat'])
    wide.push([name, await boxOf(page.getByRole('button', { name, exact: true }))]);
  await page.screenshot({ path: 'test-results/mobile-tablet.png' });
  expect(layoutProblems(wide, page.viewportSize()!)).toEqual([]);
});

test.describe('with a mouse at a desktop width', () => {
  test.use({ viewport: { width: 960, height: 600 }, hasTouch: false });

  test('there is no joystick', async ({ page }) => {
    await joinDemo(page, 'Desk');
    await expect(page.getByRole('button', { name: 'Change view' })).toBeVisible();
    await expect(page.locator('.joystick')).toBeHidden();
  });
});
