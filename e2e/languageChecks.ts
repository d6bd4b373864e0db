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
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

export const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
