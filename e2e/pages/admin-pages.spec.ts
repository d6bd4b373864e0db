import { getAuth } from 'firebase-admin/auth';
import { expect, test } from '../base';
import { expectNoViolations } from '../axe';
import { createAccount, createEvent, signIn } from '../fixtures';
import { adminDb } from '../support';
import { LOCKS } from '../locks';

test.describe.configure({ lock: [LOCKS.globalSettings] });

const settingsDoc = () => adminDb().doc('settings/global');

test('staff set the templates and the closing announcement the dashboard shows', async ({
  page,
}) => {
  const staff = await createAccount({ staff: true });
  const before = (await settingsDoc().get()).data()!;
  try {
    await signIn(page, '/admin', staff);
    await expect(page.getByRole('link', { name: 'Email invites' })).toHaveAttribute(
      'href',
      '/admin/email-invites',
    );
    await expect(page.getByRole('link', { name: 'Audio Usage Reports' })).toBeVisible();
    await expect(page.getByLabel('Default template')).toHaveValue(before.defaultTemplate);

    // Only the demo's second room template changes: nothing reads it while tests run.
    await page.getByLabel('Demo second room template').selectOption('default');
    await page.getByRole('button', { name: 'Save templates' }).click();
    await expect(page.getByText('Templates saved.')).toBeVisible();
    expect((await settingsDoc().get()).get('demoSecondRoomTemplate')).toBe('default');

    const text = `Closing test ${Date.now().toString(36)}`;
    await page.getByLabel(/Announcement text/).fill(text);
    await page.getByLabel('Closing date').fill('2026-12-24');
    await page.getByLabel(/Learn more link/).fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save announcement' }).click();
    await expect(page.getByRole('alert')).toHaveText(/link starting with https:\/\/ or \//);
    await page.getByLabel(/Learn more link/).fill('/terms');
    await page.getByRole('button', { name: 'Save announcement' }).click();
    await expect(page.getByText('Announcement saved.')).toBeVisible();
    await page.screenshot({ path: 'test-results/admin-home.png', fullPage: true });
    await expectNoViolations(page, '/admin');

    await page.getByRole('link', { name: 'Dashboard' }).click();
    const box = page.getByRole('region', { name: 'Announcement' });
    await expect(box.getByText(text)).toBeVisible();
    await expect(box.getByText('Closing date: 24-12-2026')).toBeVisible();
    await expect(box.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/terms');
    await page.screenshot({ path: 'test-results/dashboard-announcement.png' });

    await page.getByRole('link', { name: 'Admin' }).click();
    await page.getByRole('button', { name: 'Clear announcement' }).click();
    await expect(page.getByText('Announcement cleared.')).toBeVisible();
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Your Events' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
  } finally {
    await settingsDoc().set(before);
  }
});

test("staff see a user's e-mail, profile and events, and grant and revoke staff", async ({
  page,
}) => {
  const staff = await createAccount({ staff: true });
  const person = await createAccount();
  const event = await createEvent(person.uid);
  await adminDb()
    .doc(`users/${person.uid}`)
    .set({ email: person.email, permissions: { createEvents: true } });
  await adminDb()
    .doc(`profiles/${person.uid}`)
    .set({
      name: 'Pat Example',
      nickname: 'pat',
      pronouns: 'they/them',
      bio: 'Hello there',
      avatar: '',
      createdEvents: { [event.id]: { name: event.name, slug: event.slug } },
    });

  await signIn(page, `/admin/users/${person.uid}`, staff);
  await expect(page.getByText(person.email)).toBeVisible();
  await expect(page.getByText('Pat Example')).toBeVisible();
  await expect(page.getByText('Hello there')).toBeVisible();
  await expect(page.getByRole('link', { name: event.name })).toHaveAttribute(
    'href',
    `/admin/event/${event.id}`,
  );
  const facts = (label: string) => page.locator('dt', { hasText: label }).locator('+ dd');
  await expect(facts('Can create events')).toHaveText('Yes');
  await expect(facts('Staff')).toHaveText('No');
  await page.screenshot({ path: 'test-results/admin-user.png', fullPage: true });
  await expectNoViolations(page, '/admin/users/{userId}');

  await page.getByRole('button', { name: 'Grant staff' }).click();
  await expect(facts('Staff')).toHaveText('Yes');
  expect((await getAuth().getUser(person.uid)).customClaims?.staff).toBe(true);

  // Revoking asks first; Cancel keeps the claim.
  await page.getByRole('button', { name: 'Revoke staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke staff?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect((await getAuth().getUser(person.uid)).customClaims?.staff).toBe(true);
  await page.getByRole('button', { name: 'Revoke staff' }).click();
  await dialog.getByRole('button', { name: 'Revoke staff' }).click();
  await expect(facts('Staff')).toHaveText('No');
  expect((await getAuth().getUser(person.uid)).customClaims?.staff).toBeUndefined();
});

test("staff set an event's custom audio plan", async ({ page }) => {
  const staff = await createAccount({ staff: true });
  const owner = await createAccount();
  const event = await createEvent(owner.uid);
  const audioUsage = async () =>
    (await adminDb().doc(`events/${event.id}`).get()).get('audioUsage');

  await signIn(page, `/admin/event/${event.id}`, staff);
  await expect(page.getByText(`Event id ${event.id}`)).toBeVisible();
  await expect(page.getByText(event.name, { exact: true })).toBeVisible();
  await expect(page.getByText('Current plan: Default')).toBeVisible();
  // The audio used, as the accumulation counted it (no plan fields: it once said only '—').
  const used = page.locator('dt', { hasText: 'Audio used' }).locator('+ dd');
  await expect(used).toHaveText('No use counted yet (usage is counted every few minutes).');
  await adminDb()
    .doc(`events/${event.id}/restricted/audioQuota`)
    .set({ usedMinutes: 46.7, openSessions: 0, estimatedAtMs: Date.now(), freeMinutes: 600 });
  await expect(used).toHaveText('46.7 user-minutes');

  await page
    .getByRole('combobox', { name: /Plan for this event/ })
    .selectOption({ label: 'Company plan' });
  await page.getByRole('button', { name: 'Save plan' }).click();
  // The live document shows what was written.
  await expect(page.getByText('Current plan: Company plan')).toBeVisible();
  expect(await audioUsage()).toEqual({ customPlan: 'company', ignoreTrialLimit: true });

  await page
    .getByRole('combobox', { name: /Plan for this event/ })
    .selectOption({ label: 'Unlimited trial' });
  await page.getByRole('button', { name: 'Save plan' }).click();
  await expect(page.getByText('Current plan: Unlimited trial')).toBeVisible();
  expect(await audioUsage()).toEqual({ ignoreTrialLimit: true });
  await page.screenshot({ path: 'test-results/admin-event.png', fullPage: true });
  await expectNoViolations(page, '/admin/event/{eventId}');

  await page
    .getByRole('combobox', { name: /Plan for this event/ })
    .selectOption({ label: 'Default' });
  await page.getByRole('button', { name: 'Save plan' }).click();
  await expect(page.getByText('Current plan: Default')).toBeVisible();
  expect(await audioUsage()).toEqual({});
  await expect(page.getByRole('link', { name: 'Bots of this event' })).toHaveAttribute(
    'href',
    `/admin/event/${event.id}/bots`,
  );
});

test('people who are not staff get nothing under /admin, and nothing is read', async ({ page }) => {
  const person = await createAccount();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.url()} ${request.postData() ?? ''}`));

  await signIn(page, '/', person);
  await expect(page.getByRole('heading', { name: 'Your Events' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  const before = requests.length;
  for (const path of ['/admin', `/admin/users/${person.uid}`, '/admin/event/demo']) {
    // In-app navigation (no reload), as a person following a link would.
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(page.locator('main')).toBeEmpty();
    await expectNoViolations(page, `${path} for a non-staff user`);
  }
  await page.waitForTimeout(1000);
  const adminReads = requests
    .slice(before)
    .filter((r) =>
      /admin-|templates|settings%2Fglobal|settings\/global|users\/|events\/demo/.test(r),
    );
  expect(adminReads).toEqual([]);
});
