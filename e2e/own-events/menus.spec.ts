import { expect, test, type Page } from '../base';
import { createAccount, createEvent, joinEventFromForm, signIn } from '../fixtures';
import { LAPTOP, PHONE } from '../layout';
import { waitForWorld } from '../support';

// Every menu of the world (Menu, Organiser, and both as a phone shows them, with the items the
// top row has no room for) follows the ARIA menu pattern, tried by keyboard: opening puts the
// focus on the first item, the arrows (wrapping), Home and End move between items, Escape and
// Tab close it, Escape giving the focus back to its button; a press outside (on the world)
// closes it.

const MENUS = ['Menu', 'Organizer'];

function focusedText(page: Page) {
  return page.evaluate(() => document.activeElement?.textContent ?? '');
}

async function checkMenuByKeyboard(page: Page, name: string) {
  const button = page.getByRole('button', { name, exact: true });
  const menu = page.getByRole('menu');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const items = await menu.getByRole('menuitem').allTextContents();
  expect(items.length, `${name}'s items`).toBeGreaterThan(1);
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const focusIs = (text: string) => expect.poll(() => focusedText(page)).toBe(text);

  await focusIs(first);
  await page.keyboard.press('ArrowDown');
  await focusIs(items[1]!);
  await page.keyboard.press('ArrowUp');
  await focusIs(first);
  await page.keyboard.press('ArrowUp');
  await focusIs(last);
  await page.keyboard.press('ArrowDown');
  await focusIs(first);
  await page.keyboard.press('End');
  await focusIs(last);
  await page.keyboard.press('Home');
  await focusIs(first);

  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // Tab closes it and goes on from the button: the focus is neither lost nor left in a menu.
  await page.keyboard.press('Enter');
  await focusIs(first);
  await page.keyboard.press('Tab');
  await expect(menu).toHaveCount(0);
  const after = await page.evaluate(() => ({
    onPage: document.activeElement !== document.body && document.activeElement !== null,
    inMenu: Boolean(document.activeElement?.closest('[role="menu"]')),
  }));
  expect(after).toEqual({ onPage: true, inMenu: false });

  // A press on the 3D world closes it.
  await button.click();
  await expect(menu).toBeVisible();
  await focusIs(first);
  const canvas = await page.locator('.world__canvas canvas').boundingBox();
  await page.mouse.click(canvas!.x + canvas!.width / 2, canvas!.y + canvas!.height * 0.75);
  await expect(menu).toHaveCount(0);

  // Its button is still its toggle.
  await button.click();
  await expect(menu).toBeVisible();
  await button.click();
  await expect(menu).toHaveCount(0);
}

test('the world menus follow the ARIA menu pattern on a laptop and on a phone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const owner = await createAccount();
  const event = await createEvent(owner.uid);
  await page.setViewportSize(LAPTOP);
  await signIn(page, `/event/${event.slug}`, owner);
  await joinEventFromForm(page, event.name, 'Menu tester');
  await waitForWorld(page);
  for (const name of MENUS) await checkMenuByKeyboard(page, name);

  await page.setViewportSize(PHONE);
  // The phone's organiser menu holds 'Mute attendees' (the top row has no room for it).
  await page.getByRole('button', { name: 'Organizer', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: /attendees/i })).toBeVisible();
  await page.keyboard.press('Escape');
  for (const name of MENUS) await checkMenuByKeyboard(page, name);
});
