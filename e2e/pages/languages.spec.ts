import { expect, test } from '../base';
import { expectNoViolations } from '../axe';
import { createAccount } from '../fixtures';
import { expectNoSidewaysScroll, signInInGerman as signIn } from '../languageChecks';

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

test('billing, the staff pages, the reports and the invites in German, then in Arabic (right to left), at laptop and phone sizes', async ({
  page,
}) => {
  const staff = await createAccount({ staff: true });
  await signIn(page, '/user/billing', staff);

  // German from the browser.
  await expect(page.getByRole('heading', { name: 'Deine Abrechnungskonten' })).toBeVisible();
  await expect(page.getByText('Du hast keine Abrechnungskonten.')).toBeVisible();
  await expect(page.getByLabel('Kontoname (optional)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abrechnungskonto erstellen' })).toBeVisible();
  await expectNoViolations(page, 'the billing page in German');
  await expectNoSidewaysScroll(page, 'the billing page in German');

  await page.getByRole('link', { name: 'Verwaltung', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Verwaltung', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Schalter der Website' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ankündigung speichern' })).toBeVisible();
  await expectNoViolations(page, 'the admin page in German');
  await expectNoSidewaysScroll(page, 'the admin page in German');

  await page.getByRole('link', { name: 'Berichte zur Audionutzung' }).click();
  await expect(page.getByRole('heading', { name: 'Berichte zur Audionutzung' })).toBeVisible();
  await expect(page.getByLabel('Startdatum')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Konferenz' })).toBeVisible({
    timeout: 30_000,
  });
  await expectNoViolations(page, 'the usage reports in German');
  await expectNoSidewaysScroll(page, 'the usage reports in German');

  await page.goto('/admin/email-invites');
  await expect(page.getByRole('heading', { name: 'E-Mail-Einladungen' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ausstehende Einladungen' })).toBeVisible();
  await expect(page.getByLabel('Einzuladende Adressen')).toBeVisible();
  await expectNoViolations(page, 'the invites page in German');
  await expectNoSidewaysScroll(page, 'the invites page in German');

  // Arabic from the picker: the same pages, mirrored.
  await page.goto('/user/profile');
  await page.getByLabel('Sprache').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    const at = `in Arabic at ${size.width} px`;
    await page.goto('/user/billing');
    await expect(page.getByRole('heading', { name: 'حسابات الفوترة الخاصة بك' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'إنشاء حساب فوترة' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expectNoViolations(page, `the billing page ${at}`);
    await expectNoSidewaysScroll(page, `the billing page ${at}`);

    await page.goto('/admin/reports');
    await expect(page.getByRole('heading', { name: 'تقارير استخدام الصوت' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'عرض التقرير' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'مؤتمر' })).toBeVisible({
      timeout: 30_000,
    });
    await expectNoViolations(page, `the usage reports ${at}`);
    await expectNoSidewaysScroll(page, `the usage reports ${at}`);

    await page.goto('/admin/email-invites');
    await expect(
      page.getByRole('heading', { name: 'الدعوات عبر البريد الإلكتروني' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'إرسال كل الدعوات المعلّقة' })).toBeVisible();
    await expectNoViolations(page, `the invites page ${at}`);
    await expectNoSidewaysScroll(page, `the invites page ${at}`);
  }
});
