import { expectNoViolations } from '../axe';
import { expect, test, type Locator, type Page } from '../base';
import { joinEventFromForm, ownerInOwnEvent } from '../fixtures';
import { expectNoSidewaysScroll, SIZES } from '../languageChecks';
import { LIMITS } from '../../src/domain/constants';

// A browser whose preferred language is German (navigator.languages starts with de-DE).
test.use({ locale: 'de-DE' });

/** The Organizer menu's item (the world's menus are still English). */
async function openFromMenu(page: Page, item: 'Event settings' | 'Event permissions') {
  await page.getByRole('button', { name: 'Organizer' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Said in `lang` and laid out in its direction: the words start at the dialog's start side. */
async function expectInLanguage(dialog: Locator, label: Locator, lang: 'de' | 'ar') {
  const scope = dialog.locator('xpath=ancestor::*[@lang][1]');
  await expect(scope).toHaveAttribute('lang', lang);
  await expect(scope).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  const box = (await dialog.boundingBox())!;
  // The words' own extent (their element may be as wide as the dialog).
  const words = await label.evaluate((element) => {
    const text = document.createTreeWalker(element, NodeFilter.SHOW_TEXT).nextNode()!;
    const range = document.createRange();
    range.selectNodeContents(text);
    const rect = range.getBoundingClientRect();
    return { left: rect.left, right: rect.right };
  });
  const middle = box.x + box.width / 2;
  if (lang === 'ar') expect(words.left).toBeGreaterThan(middle);
  else expect(words.right).toBeLessThan(middle);
}

test("the organiser's event settings, permissions and invite row follow the browser (German) inside the English world, then mirror in Arabic at laptop and phone sizes", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { event } = await ownerInOwnEvent(page);

  const prompt = page.getByRole('region', { name: 'Leute einladen' });
  await expect(prompt).toContainText('Leute einladen: Teile den Link dieser Veranstaltung.');
  await expect(prompt).toHaveAttribute('lang', 'de');
  await expect(prompt.getByRole('button', { name: 'Link kopieren' })).toBeVisible();
  // The world's page stays English: only the converted parts speak German.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await openFromMenu(page, 'Event settings');
  const settings = page.getByRole('dialog', { name: 'Einstellungen der Veranstaltung' });
  await expect(settings.getByLabel('Name der Veranstaltung')).toHaveValue(event.name);
  await expect(settings.getByLabel('Zeitzone')).toBeVisible();
  await expectInLanguage(
    settings,
    settings.getByText('URL der Veranstaltung', { exact: true }),
    'de',
  );
  // The domain's rule for a URL, in German.
  await settings.getByLabel('URL der Veranstaltung').fill('x'.repeat(LIMITS.slugMax + 1));
  await settings.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    settings.getByText(`URLs von Veranstaltungen haben höchstens ${LIMITS.slugMax} Zeichen.`),
  ).toBeVisible();
  await expectNoViolations(page, 'event settings in German');
  await settings.getByRole('button', { name: 'Schließen', exact: true }).click();
  await expect(settings).toHaveCount(0);

  await openFromMenu(page, 'Event permissions');
  const permissions = page.getByRole('dialog', { name: 'Berechtigungen der Veranstaltung' });
  await expect(permissions.getByRole('radio', { name: 'Nur mit Einladung' })).toBeVisible();
  await expect(permissions.getByRole('heading', { name: 'Früher Zugang' })).toBeVisible();
  await permissions.getByLabel('E-Mail-Adresse ihres Kontos').fill('kein-at');
  await permissions.getByRole('button', { name: 'Frühen Zugang geben' }).click();
  await expect(permissions.getByText('Diese E-Mail-Adresse ist ungültig.')).toBeVisible();
  await expectNoViolations(page, 'event permissions in German');
  await permissions.getByRole('button', { name: 'Schließen', exact: true }).click();
  await expect(permissions).toHaveCount(0);

  // Arabic, chosen in the account pages' picker; the world is joined again.
  await page.goto('/user/profile');
  await page.getByLabel('Sprache').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto(`/event/${event.slug}`);
  await joinEventFromForm(page, event.name, 'Owner');
  const arabicPrompt = page.getByRole('region', { name: 'دعوة أشخاص' });
  await expect(arabicPrompt).toHaveAttribute('dir', 'rtl');

  for (const size of SIZES) {
    await page.setViewportSize(size);
    const at = `in Arabic at ${size.width} px`;
    await openFromMenu(page, 'Event settings');
    const arSettings = page.getByRole('dialog', { name: 'إعدادات الفعالية' });
    await expect(arSettings.getByLabel('اسم الفعالية')).toHaveValue(event.name);
    await expectInLanguage(
      arSettings,
      arSettings.getByText('المنطقة الزمنية', { exact: true }),
      'ar',
    );
    await expectNoViolations(page, `event settings ${at}`);
    await expectNoSidewaysScroll(page, `event settings ${at}`);
    await page.screenshot({ path: `test-results/languages-event-settings-ar-${size.width}.png` });
    await arSettings.getByRole('button', { name: 'إغلاق', exact: true }).click();
    await expect(arSettings).toHaveCount(0);

    await openFromMenu(page, 'Event permissions');
    const arPermissions = page.getByRole('dialog', { name: 'أذونات الفعالية' });
    await expect(arPermissions.getByRole('radio', { name: 'بالدعوة فقط' })).toBeVisible();
    await expectInLanguage(
      arPermissions,
      arPermissions.getByText('الوصول المبكر', { exact: true }),
      'ar',
    );
    await expectNoViolations(page, `event permissions ${at}`);
    await expectNoSidewaysScroll(page, `event permissions ${at}`);
    await page.screenshot({ path: `test-results/languages-permissions-ar-${size.width}.png` });
    await arPermissions.getByRole('button', { name: 'إغلاق', exact: true }).click();
    await expect(arPermissions).toHaveCount(0);
  }
});
