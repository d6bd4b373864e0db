import { expect, test } from '../base';
import { expectNoViolations } from '../axe';
import { createAccount, createEvent, joinEventFromForm, signIn } from '../fixtures';
import { LOCKS } from '../locks';
import { adminDb } from '../support';

test('the dashboard lists the events a person created and joined; each opens in a new tab', async ({
  page,
}) => {
  const person = await createAccount();
  await adminDb()
    .doc(`users/${person.uid}`)
    .set({ email: person.email, permissions: { createEvents: true } });
  const host = await createAccount();
  const hosted = await createEvent(host.uid);

  await signIn(page, '/', person);
  const yours = page.getByRole('region', { name: 'Your Events list' });
  const joined = page.getByRole('region', { name: 'Joined Events list' });
  await expect(yours.getByText('You have not created an event yet.')).toBeVisible();
  await expect(joined.getByText('Events you join appear here.')).toBeVisible();
  // Reference: the lists scroll between 200 and 320 px high.
  const box = await yours.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(200);
  expect(box!.height).toBeLessThanOrEqual(320);
  await expect(yours).toHaveCSS('overflow-y', 'auto');
  await expectNoViolations(page, 'the dashboard, empty');

  // Created: through 'Create event' (createNewEvent writes the profile's entry).
  await page.getByRole('link', { name: 'Create event' }).click();
  const name = `Mine ${Date.now().toString(36)}`;
  await page.getByLabel('Event name').fill(name);
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page).toHaveURL(/\/event\//);
  const mySlug = new URL(page.url()).pathname.split('/').pop()!;

  // Joined: a real join of someone else's event (the trigger writes joinedEvents).
  await page.goto(`/event/${hosted.slug}`);
  await joinEventFromForm(page, hosted.name, 'Visitor');

  await page.goto('/');
  const mine = yours.getByRole('link', { name: new RegExp(name) });
  await expect(mine).toHaveAttribute('href', `/event/${mySlug}`);
  await expect(mine).toHaveAttribute('target', '_blank');
  const theirs = joined.getByRole('link', { name: new RegExp(hosted.name) });
  // Written by a trigger: on CI's loaded machine it once took more than 20 s.
  await expect(theirs).toBeVisible({ timeout: 45_000 });
  await expect(yours.getByRole('link')).toHaveCount(1);

  const [tab] = await Promise.all([page.waitForEvent('popup'), theirs.click()]);
  await expect(tab).toHaveURL(new RegExp(`/event/${hosted.slug}$`));
  await tab.close();
  await page.screenshot({ path: 'test-results/dashboard-lists.png' });
  await expectNoViolations(page, 'the dashboard with events');
});

test.describe('with the subscriptions switch of settings/global', () => {
  // billing.spec.ts turns subscriptions on for a while: never beside this test.
  test.describe.configure({ lock: [LOCKS.globalSettings] });

  test('the billing page lists no accounts under the closing banner', async ({ page }) => {
    const person = await createAccount();
    await signIn(page, '/', person);
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Billing' })
      .click();
    await expect(page.getByRole('heading', { name: 'Your Billing Accounts' })).toBeVisible();
    await expect(page.getByText('Subscriptions are disabled.')).toBeVisible();
    await expect(page.getByText('You have no billing accounts.')).toBeVisible();
    // Creating an account works while subscriptions are off (e2e/pages/billing.spec.ts does it).
    await expect(page.getByRole('button', { name: 'Create billing account' })).toBeEnabled();
    // No Admin link for people who are not staff; the name links to the profile.
    await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/billing.png' });
    await expectNoViolations(page, 'the billing page');
  });
});

test("a signed-in page refreshes the person's ID token every 10 minutes", async ({ page }) => {
  const person = await createAccount();
  await page.clock.install();
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('securetoken.googleapis.com')) refreshes.push(request.url());
  });
  await signIn(page, '/', person);
  await expect(page.getByRole('heading', { name: 'Your Events' })).toBeVisible();
  const before = refreshes.length;
  await page.clock.runFor(9 * 60_000);
  expect(refreshes.length).toBe(before);
  await page.clock.runFor(60_000);
  await expect.poll(() => refreshes.length).toBe(before + 1);
});

test("an unknown address says so in the account shell, with the way back; /user/events lists the person's events", async ({
  page,
}) => {
  const person = await createAccount();
  const host = await createAccount();
  const hosted = await createEvent(host.uid);
  await adminDb()
    .doc(`profiles/${person.uid}`)
    .set({ joinedEvents: { [hosted.id]: { name: hosted.name, slug: hosted.slug } } });
  await signIn(page, '/no-such-page', person);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Billing' })).toBeVisible();
  await expectNoViolations(page, 'an unknown address');
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await page.goto('/user/events');
  await expect(page.getByRole('heading', { name: 'All your events' })).toBeVisible();
  const joined = page.getByRole('region', { name: 'Joined Events list' });
  await expect(joined.getByRole('link', { name: new RegExp(hosted.name) })).toBeVisible();
  await expectNoViolations(page, '/user/events');
});

test("an event's page announces its payment pointer for Web Monetization, or the default one", async ({
  page,
  ownEvent,
}) => {
  const { event } = ownEvent;
  const link = page.locator('head link[rel="monetization"]');
  await expect(link).toHaveAttribute('href', 'https://wallet.menagerie.example/events');
  // The organiser's pointer replaces it live; one link at a time.
  await adminDb().doc(`events/${event.id}`).update({ paymentPointer: '$wallet.example/owner' });
  await expect(link).toHaveAttribute('href', 'https://wallet.example/owner');
  await expect(link).toHaveCount(1);
});
