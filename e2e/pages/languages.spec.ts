import { expect, test } from '../base';
import { expectNoViolations } from '../axe';
import { createAccount, signIn } from '../fixtures';

// A browser whose preferred language is German (navigator.languages starts with de-DE).
test.use({ locale: 'de-DE' });

test('the account pages follow the browser (German), switch to Spanish without a reload and keep it, and mirror in Arabic', async ({
  page,
}) => {
  const person = await createAccount();
  await signIn(page, '/user/profile', person);

  // German from the browser's preferred languages; <html lang> says so.
  await expect(page.getByRole('heading', { name: 'Dein Profil' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Konto' })).toContainText('Übersicht');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByLabel('Spitzname (erforderlich)')).toBeVisible();
  await expectNoViolations(page, 'the profile page in German');

  // Spanish from the picker: the same page changes, no navigation happens.
  const marker = await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
    return performance.timeOrigin;
  });
  await page.getByLabel('Sprache').selectOption('es');
  await expect(page.getByRole('heading', { name: 'Tu perfil' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(await page.evaluate(() => performance.timeOrigin)).toBe(marker);

  // Remembered: after a reload, and on another account page.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tu perfil' })).toBeVisible();
  await page.getByRole('link', { name: 'Panel' }).click();
  await expect(page.getByRole('heading', { name: 'Panel' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lista: Tus eventos' })).toBeVisible();

  // Arabic: right to left.
  await page.getByRole('link', { name: 'Perfil' }).click();
  await page.getByLabel('Idioma').selectOption('ar');
  await expect(page.getByRole('heading', { name: 'ملفك الشخصي' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // Mirrored: the sidebar is on the right of the page.
  const sidebar = await page.locator('.account__sidebar').boundingBox();
  const main = await page.locator('.account__main').boundingBox();
  expect(sidebar!.x).toBeGreaterThan(main!.x);
  await expectNoViolations(page, 'the profile page in Arabic');
});
