// Sign-up by invitation: staff generate and mail invites (a real SMTP sink on the functions'
// configured port receives them), a new account signs up with the link and can create events,
// the link works once, and /admin/email-invites is nothing to anyone but staff.
import { startSmtpSink, signupLinkIn, type SmtpSink } from '../../tests/support/smtpSink';
import { expectNoViolations } from '../axe';
import { expect, test, type Page } from '../base';
import { createAccount, signIn } from '../fixtures';
import { adminDb } from '../support';

let sink: SmtpSink;
test.beforeAll(async () => {
  sink = await startSmtpSink();
});
test.afterAll(async () => {
  await sink?.close();
});

const address = (name: string) =>
  `${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@invited.example.com`;

/** A fresh visitor opens the invite link and signs up with e-mail and password. */
async function signUpWithLink(page: Page, link: URL) {
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Create your Menagerie account' })).toBeVisible();
  await page.getByLabel('E-mail').fill(address('new'));
  await page.getByLabel('Password').fill('password-123');
  await page.getByRole('button', { name: 'Sign up with e-mail' }).click();
}

test('staff invite by e-mail; the link signs a new account up as a creator, once', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const staff = await createAccount({ staff: true });
  await signIn(page, '/admin/email-invites', staff);
  await expect(page.getByRole('heading', { name: 'Email invites' })).toBeVisible();
  await expect(page.getByText('Loading data...')).toHaveCount(0);
  await expectNoViolations(page, '/admin/email-invites');

  // A repeated address and empty entries in the pasted list.
  const [first, second, third] = [address('first'), address('second'), address('third')];
  await page.getByLabel('Addresses to invite').fill(`${first}, ${first}\n\n${second},\n${third}`);
  await page.getByRole('button', { name: 'Generate Invites' }).click();
  await expect(
    page.getByText('3 invites created, 1 skipped (already invited or listed twice).'),
  ).toBeVisible();
  const pending = page.getByRole('region', { name: 'Pending Invites' });
  const sent = page.getByRole('region', { name: 'Sent Invites' });
  for (const email of [first, second, third]) await expect(pending.getByText(email)).toBeVisible();

  // Deleting asks first.
  await pending.getByRole('button', { name: `Delete invite for ${third}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this invite?' });
  await confirm.getByRole('button', { name: 'Delete invite' }).click();
  await expect(pending.getByText(third)).toHaveCount(0);
  expect((await adminDb().collection('invites').where('email', '==', third).get()).size).toBe(0);

  await pending.getByRole('button', { name: `Send invite to ${first}` }).click();
  await expect(page.getByText(`Invite sent to ${first}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Send all pending invites' }).click();
  await expect(page.getByText(/invites? sent\.$/)).toBeVisible();
  for (const email of [first, second]) {
    await expect(sent.getByRole('row', { name: new RegExp(email) })).toContainText('sent');
  }
  await page.screenshot({ path: 'test-results/invites-admin.png', fullPage: true });

  const mail = await sink.mailTo(first);
  const link = signupLinkIn(mail);
  const code = link.searchParams.get('c')!;
  const invite = await adminDb().doc(`invites/${code}`).get();
  expect(invite.get('email')).toBe(first);
  expect(signupLinkIn(await sink.mailTo(second)).searchParams.get('c')).not.toBe(code);

  // The new account: sign-up form, the reference's text, then home with the welcome modal.
  const newcomer = await (await browser.newContext()).newPage();
  await newcomer.goto(`${link.pathname}${link.search}`);
  await expect(
    newcomer.getByRole('heading', { name: 'Create your Menagerie account' }),
  ).toBeVisible();
  await expectNoViolations(newcomer, '/signup');
  await newcomer.screenshot({ path: 'test-results/invites-signup.png' });
  await signUpWithLink(newcomer, link);
  await expect(
    newcomer.getByText('Your invitation code has been redeemed, and you can now create events.'),
  ).toBeVisible();
  await expectNoViolations(newcomer, '/signup (redeemed)');
  await newcomer.screenshot({ path: 'test-results/invites-redeemed.png' });
  const welcome = newcomer.getByRole('dialog', { name: 'Welcome to Menagerie!' });
  await expect(welcome).toBeVisible({ timeout: 10_000 });
  await expect(newcomer).toHaveURL(/\/$/);
  await expect(welcome.getByText('You can now create your own events.')).toBeVisible();
  await expect(welcome.getByRole('button', { name: 'Close this message' })).toBeVisible();
  await newcomer.screenshot({ path: 'test-results/invites-welcome.png' });
  await welcome.getByRole('button', { name: 'Create an event' }).click();
  await expect(newcomer.getByRole('heading', { name: 'Make a new world' })).toBeVisible();
  const eventName = `Invited ${Date.now().toString(36)}`;
  await newcomer.getByLabel('Event name').fill(eventName);
  await newcomer.getByRole('button', { name: 'Create event' }).click();
  await expect(newcomer).toHaveURL(/\/event\/invited-/);

  // Staff see who redeemed it.
  const redeemer = (await adminDb().doc(`invites/${code}`).get()).get('redeemedBy') as string;
  await expect(sent.getByRole('link', { name: redeemer })).toHaveAttribute(
    'href',
    `/admin/users/${redeemer}`,
  );

  // The same link again, by someone else.
  const latecomer = await (await browser.newContext()).newPage();
  await signUpWithLink(latecomer, link);
  await expect(
    latecomer.getByText("Sign up successful. Unfortunately, your invite code's already been used."),
  ).toBeVisible();
});

test('someone who is not staff sees nothing at /admin/email-invites and reads no invites', async ({
  page,
}) => {
  await signIn(page, '/admin/email-invites', await createAccount());
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('main')).toBeEmpty();
  await expect(page.getByRole('heading', { name: 'Email invites' })).toHaveCount(0);
  const reads = await page.evaluate(() => window.__menagerieReads!.byMeter().invites);
  expect(reads).toBeUndefined();
});

test('mail down: the send error names the mail server, and staff copy the link or code by hand (issue 30 #7)', async ({
  page,
}) => {
  const staff = await createAccount({ staff: true });
  await signIn(page, '/admin/email-invites', staff);
  const email = address('by-hand');
  await page.getByLabel('Addresses to invite').fill(email);
  await page.getByRole('button', { name: 'Generate Invites' }).click();
  const pending = page.getByRole('region', { name: 'Pending Invites' });
  const row = pending.getByRole('row', { name: new RegExp(email) });
  await expect(row).toBeVisible();
  // Created: day-month-year (issue 29 #13), not the browser's locale.
  const today = new Date();
  const day = (n: number) => String(n).padStart(2, '0');
  await expect(row.locator('.invites-date')).toHaveText(
    `${day(today.getDate())}-${day(today.getMonth() + 1)}-${today.getFullYear()}`,
  );
  const code = (await adminDb().collection('invites').where('email', '==', email).get()).docs[0]!
    .id;
  const link = `${new URL(page.url()).origin}/signup?c=${code}`;

  // Nothing listens on the mail port: the connection is refused.
  await sink.close();
  try {
    await row.getByRole('button', { name: `Send invite to ${email}` }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The invitation was saved, but the e-mail could not be sent: the mail server refused the ' +
        'connection. Copy the link below and send it yourself.',
    );
    await expect(page.getByText(/Could not reach the server/)).toHaveCount(0);
    await expect(row).toContainText('pending');

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await row.getByRole('button', { name: `Copy link for ${email}` }).click();
    await expect(row.getByRole('status')).toHaveText('Copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await row.getByRole('button', { name: `Copy code for ${email}` }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await page.screenshot({ path: 'test-results/invites-mail-down.png', fullPage: true });

    // A browser that refuses the clipboard: the link, selected, in a read-only field.
    await page.evaluate(() => {
      navigator.clipboard.writeText = () =>
        Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    });
    await row.getByRole('button', { name: `Copy link for ${email}` }).click();
    const byHand = row.getByLabel(/The browser did not allow copying: the link is selected/);
    await expect(byHand).toHaveValue(link);
    await expect(byHand).toHaveAttribute('readonly', '');
    await expect(byHand).toBeFocused();
    expect(
      await byHand.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd]),
    ).toEqual([0, link.length]);
    await expect(row.getByRole('status')).toHaveText('');
    await expectNoViolations(page, '/admin/email-invites (mail down)');
    await page.screenshot({ path: 'test-results/invites-copy-by-hand.png', fullPage: true });
  } finally {
    sink = await startSmtpSink();
  }
});
