// The language kept in the account (issue 34): a choice made on one device follows the person
// to another whose browser prefers a different language; and the invitation e-mail staff send
// is in the language they choose for it (German here), whatever the page is in. A real SMTP
// sink on the functions' configured port receives the e-mails (the pages lane runs its files
// one at a time, so it is the only one listening).
import { startSmtpSink, signupLinkIn, type SmtpSink } from '../../tests/support/smtpSink';
import { expectNoViolations } from '../axe';
import { expect, test } from '../base';
import { createAccount, signIn } from '../fixtures';
import { adminDb } from '../support';
import { signInInGerman } from '../languageChecks';

let sink: SmtpSink;
test.beforeAll(async () => {
  sink = await startSmtpSink();
});
test.afterAll(async () => {
  await sink?.close();
});

test('a language chosen on one device is kept in the account and wins on the next, over its browser', async ({
  page,
  browser,
}) => {
  const person = await createAccount();
  await signIn(page, '/user/profile', person);
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
  await page.getByLabel('Language').selectOption('es');
  await expect(page.getByRole('heading', { name: 'Tu perfil' })).toBeVisible();
  await expect
    .poll(async () => (await adminDb().doc(`profiles/${person.uid}`).get()).get('language'))
    .toBe('es');

  // Another device: nothing remembered there, and its browser prefers German.
  const other = await browser.newContext({ locale: 'de-DE' });
  try {
    const second = await other.newPage();
    await second.goto('/user/profile');
    // Before signing in, the browser's German.
    await expect(second.locator('html')).toHaveAttribute('lang', 'de');
    await signInInGerman(second, '/user/profile', person);
    await expect(second.getByRole('heading', { name: 'Tu perfil' })).toBeVisible();
    await expect(second.locator('html')).toHaveAttribute('lang', 'es');
    // That device now remembers it for its next page load.
    await second.reload();
    await expect(second.getByRole('heading', { name: 'Tu perfil' })).toBeVisible();
    expect(await second.evaluate(() => localStorage.getItem('menagerie.language'))).toBe('es');

    // A choice there is kept in the account too.
    await second.getByLabel('Idioma').selectOption('de');
    await expect(second.getByRole('heading', { name: 'Dein Profil' })).toBeVisible();
    await expect
      .poll(async () => (await adminDb().doc(`profiles/${person.uid}`).get()).get('language'))
      .toBe('de');
  } finally {
    await other.close();
  }
});

test('the invitation e-mail staff send is in the language they choose for it (German)', async ({
  page,
}) => {
  const staff = await createAccount({ staff: true });
  await signIn(page, '/admin/email-invites', staff);
  await expect(page.getByRole('heading', { name: 'Email invites' })).toBeVisible();
  const email = `german-${Date.now().toString(36)}@invited.example.com`;
  await page.getByLabel('Addresses to invite').fill(email);
  await page.getByRole('button', { name: 'Generate Invites' }).click();
  const pending = page.getByRole('region', { name: 'Pending Invites' });
  await expect(pending.getByText(email)).toBeVisible();

  // The e-mails' language starts as the staff member's own (English), and is chosen apart
  // from the page's: the page stays English.
  const mailLanguage = page.getByLabel('Language of the invitations');
  await expect(mailLanguage).toHaveValue('en');
  await mailLanguage.selectOption('de');
  await expect(page.getByRole('heading', { name: 'Email invites' })).toBeVisible();
  await expectNoViolations(page, '/admin/email-invites (e-mail language chosen)');
  await page.screenshot({ path: 'test-results/invites-mail-language.png', fullPage: true });
  await pending.getByRole('button', { name: `Send invite to ${email}` }).click();
  await expect(page.getByText(`Invite sent to ${email}.`)).toBeVisible();

  const mail = await sink.mailTo(email);
  expect(mail.subject).toBe('Deine Einladung zu Menagerie');
  expect(mail.text).toContain(
    'Du bist eingeladen, auf Menagerie deine eigenen Veranstaltungen zu erstellen.',
  );
  expect(mail.text).toContain('Der Link funktioniert nur einmal.');
  expect(mail.text).not.toContain('invited');
  expect(mail.html).toContain('<html lang="de" dir="ltr">');
  expect(mail.html).toContain('Registriere dich über diesen Link');
  // The link is the invite's, in both parts.
  const code = signupLinkIn(mail).searchParams.get('c')!;
  expect((await adminDb().doc(`invites/${code}`).get()).get('email')).toBe(email);
  expect(mail.html).toContain(`/signup?c=${code}`);
});

test("a function's refusal is shown in the person's language: the invites page in German with the mail server down", async ({
  browser,
}) => {
  const staff = await createAccount({ staff: true });
  const context = await browser.newContext({ locale: 'de-DE' });
  try {
    const page = await context.newPage();
    // Signed in elsewhere: the German page's region 'E-Mail-Einladungen' would match the
    // sign-in helper's getByLabel('E-mail').
    await signInInGerman(page, '/user/profile', staff);
    await page.goto('/admin/email-invites');
    await expect(page.getByRole('heading', { name: 'E-Mail-Einladungen' })).toBeVisible();
    const email = `refused-de-${Date.now().toString(36)}@invited.example.com`;
    await page.getByLabel('Einzuladende Adressen').fill(email);
    await page.getByRole('button', { name: 'Einladungen erstellen' }).click();
    const pending = page.getByRole('region', { name: 'Ausstehende Einladungen' });
    await expect(pending.getByText(email)).toBeVisible();
    // Nothing listens on the mail port: the connection is refused.
    await sink.close();
    try {
      await pending.getByRole('button', { name: `Einladung an ${email} senden` }).click();
      // The sentence is German; the mail server's reason is quoted as the server gave it.
      await expect(page.getByRole('alert')).toHaveText(
        'Die Einladung wurde gespeichert, aber die E-Mail konnte nicht gesendet werden: the ' +
          'mail server refused the connection. Kopiere den Link unten und sende ihn selbst.',
      );
      await expectNoViolations(page, '/admin/email-invites (German, mail down)');
      await page.screenshot({ path: 'test-results/invites-refusal-german.png', fullPage: true });
    } finally {
      sink = await startSmtpSink();
    }
  } finally {
    await context.close();
  }
});
