import { expect, type Page } from '@playwright/test';

/** The sign-in form in German (it follows the browser like the pages behind it). */
export async function signInInGerman(
  page: Page,
  path: string,
  account: { email: string; password: string },
) {
  await page.goto(path);
  await page.getByLabel('E-Mail', { exact: true }).fill(account.email);
  await page.getByLabel('Passwort', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Mit E-Mail anmelden' }).click();
  await expect(page.getByLabel('E-Mail', { exact: true })).toHaveCount(0, { timeout: 15_000 });
}

/** Nothing is wider than the page: no sideways scrolling (long German words, mirrored Arabic). */
export async function expectNoSidewaysScroll(page: Page, what: string) {
  const { overflow, widest } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // The elements reaching past either edge, innermost first: what to fix when this fails.
    const past = [...document.querySelectorAll('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 1 || box.left < -1);
      })
      .slice(-3)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    return { overflow: document.documentElement.scrollWidth - width, widest: past.join(', ') };
  });
  expect(overflow, `${what} scrolls sideways (${widest})`).toBeLessThanOrEqual(0);
}

export const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
