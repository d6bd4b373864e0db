import { expect, test, type Page } from '../base';
import { expectNoViolations } from '../axe';
import { createAccount, createEvent } from '../fixtures';
import { expectNoSidewaysScroll, signInInGerman, SIZES } from '../languageChecks';

// A browser whose preferred language is German (navigator.languages starts with de-DE).
test.use({ locale: 'de-DE' });

/** The page's language and direction, axe with the WCAG 2.2 tags, and no sideways scrolling. */
async function expectReadable(page: Page, lang: 'de' | 'ar', what: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  await expectNoViolations(page, what);
  await expectNoSidewaysScroll(page, what);
}

test('sign-in and sign-up follow the browser (German), with the address check in German', async ({
  page,
}) => {
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Bei Menagerie anmelden' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Weiter mit Google' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nutzungsbedingungen' })).toHaveAttribute(
    'href',
    '/terms',
  );
  await expectReadable(page, 'de', 'the sign-in page in German');

  // Signing up checks the address: the domain's sentence, in German.
  await page.getByRole('button', { name: 'Noch kein Konto? Registrieren' }).click();
  await expect(page.getByRole('heading', { name: 'Dein Menagerie-Konto erstellen' })).toBeVisible();
  await page.getByLabel('E-Mail', { exact: true }).fill('nicht-gueltig');
  await page.getByLabel('Passwort', { exact: true }).fill('secret-123');
  await page.getByRole('button', { name: 'Mit E-Mail registrieren' }).click();
  await expect(page.getByText('Diese E-Mail-Adresse ist ungültig.')).toBeVisible();

  // Firebase's refusal, in German.
  await page.getByRole('button', { name: 'Schon ein Konto? Anmelden' }).click();
  await page.getByLabel('E-Mail', { exact: true }).fill('nobody-here@example.com');
  await page.getByRole('button', { name: 'Mit E-Mail anmelden' }).click();
  await expect(page.getByText('E-Mail-Adresse oder Passwort ist falsch.')).toBeVisible();

  await page.goto('/signup?r=demo');
  await expect(page.getByRole('note')).toContainText(
    'Zum Erstellen von Veranstaltungen brauchst du einen Einladungscode.',
  );
  await expectReadable(page, 'de', 'the sign-up page in German');
});

test('event creation, the scenery and avatar pages and the insights in German, then in Arabic at laptop and phone sizes', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const staff = await createAccount({ staff: true });
  const event = await createEvent(staff.uid);
  await signInInGerman(page, '/create-event', staff);

  await expect(page.getByRole('heading', { name: 'Eine neue Welt erschaffen' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Der Startraum' })).toBeChecked();
  // A blank name is refused with the domain's sentence, in German.
  await page.getByRole('button', { name: 'Veranstaltung erstellen' }).click();
  await expect(
    page.getByText('Gib der Veranstaltung einen Namen: Man sieht ihn in der Übersicht'),
  ).toBeVisible();
  await expectReadable(page, 'de', 'the create-event page in German');
  await page.screenshot({ path: 'test-results/languages-create-event-de.png' });

  await page.goto('/admin/assets');
  await expect(page.getByRole('heading', { name: 'Szenerie-Assets' })).toBeVisible();
  await page.getByRole('link', { name: 'Asset erstellen' }).click();
  await expect(page.getByRole('heading', { name: 'Neues Szenerie-Asset' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Kollisionskörper' })).toBeVisible();
  await expect(page.getByLabel('Position X')).toBeVisible();
  await expectReadable(page, 'de', 'the new asset page in German');

  await page.goto('/admin/avatars');
  await expect(page.getByRole('heading', { name: 'Avatar-Fotos' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Starten' })).toBeVisible();
  await expectReadable(page, 'de', 'the avatar photos page in German');

  const insights = `/event/${event.slug}/insights`;
  await page.goto(insights);
  await expect(page.getByRole('heading', { name: `Statistiken: ${event.name}` })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { name: 'Verbrachte Zeit pro Raum' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anzeigen' })).toBeVisible();
  await expectReadable(page, 'de', 'the insights page in German');

  // Arabic from the picker: the same pages, mirrored.
  await page.goto('/user/profile');
  await page.getByLabel('Sprache').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  for (const size of SIZES) {
    await page.setViewportSize(size);
    const at = `in Arabic at ${size.width} px`;
    await page.goto('/signin');
    await expect(page.getByRole('heading', { name: 'تسجيل الدخول إلى Menagerie' })).toBeVisible();
    await expectReadable(page, 'ar', `the sign-in page ${at}`);

    await page.goto('/create-event');
    await expect(page.getByRole('heading', { name: 'إنشاء عالم جديد' })).toBeVisible();
    await expect(page.getByLabel('اسم الفعالية')).toBeVisible();
    await expectReadable(page, 'ar', `the create-event page ${at}`);

    await page.goto('/admin/assets/new');
    await expect(page.getByRole('heading', { name: 'أصل مشهد جديد' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'جسم التصادم' })).toBeVisible();
    await expectReadable(page, 'ar', `the new asset page ${at}`);
    await page.screenshot({ path: `test-results/languages-asset-ar-${size.width}.png` });

    await page.goto('/admin/avatars');
    await expect(page.getByRole('heading', { name: 'صور الصور الرمزية' })).toBeVisible();
    await expectReadable(page, 'ar', `the avatar photos page ${at}`);

    await page.goto(insights);
    await expect(page.getByRole('heading', { name: `الإحصاءات: ${event.name}` })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('لم يحضر أحد في هذه الأيام.')).toBeVisible();
    await expectReadable(page, 'ar', `the insights page ${at}`);
    await page.screenshot({ path: `test-results/languages-insights-ar-${size.width}.png` });
  }
});
