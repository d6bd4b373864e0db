import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './base';
import { createAccount, createEvent, ownerAndGuestInEvent, signIn } from './fixtures';

/**
 * axe-core (WCAG 2.x A and AA rules) on each screen as a person reaches it. A violation is
 * listed with its rule, its help text and the first elements it was found on.
 */
async function expectNoViolations(page: Page, screen: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const found = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
  expect(found, `axe violations on ${screen}`).toEqual([]);
}

test('sign-in, the password gate, the intro picker and the join form have no axe violations', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/signin');
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await expectNoViolations(page, 'the sign-in page');

  const owner = await createAccount();
  const event = await createEvent(owner.uid, { accessType: 'password' }, { eventPassword: 'pw' });
  await signIn(page, `/event/${event.slug}`, await createAccount());
  await expect(page.getByLabel('Event password')).toBeVisible();
  await expectNoViolations(page, 'the password gate');

  const demo = await (await page.context().browser()!.newContext()).newPage();
  await demo.goto('/demo');
  const intro = demo.getByRole('dialog', { name: /Welcome to Menagerie!/ });
  await expect(intro).toBeVisible({ timeout: 30_000 });
  await expectNoViolations(demo, 'the animal picker');
  await intro.getByRole('button', { name: "Let's go!" }).press('Enter');
  await expect(demo.getByRole('dialog', { name: /^Join / })).toBeVisible();
  await expectNoViolations(demo, 'the join form');
});

test('in the event: the world with chat, menus and the attendees list have no axe violations', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { ownerPage: page, guestPage } = await ownerAndGuestInEvent(browser);
  await guestPage.getByRole('button', { name: /^Chat/ }).click();
  await guestPage.getByRole('textbox', { name: 'Message' }).fill('Hello https://example.com');
  await guestPage.getByRole('textbox', { name: 'Message' }).press('Enter');

  await expect(page.getByRole('button', { name: 'Chat 1 unread' })).toBeVisible();
  await expectNoViolations(page, 'the world with a chat preview');

  await page.getByRole('button', { name: /^Chat/ }).click();
  await expect(page.getByRole('log', { name: 'Messages' })).toContainText('Hello');
  await page
    .getByRole('button', { name: /Chat options/ })
    .first()
    .click();
  await expectNoViolations(page, 'the chat with moderation options');
  await page.getByRole('textbox', { name: 'Message' }).press('Escape');

  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoViolations(page, 'the attendee menu');
  await page.getByRole('button', { name: 'Organiser' }).click();
  await expectNoViolations(page, 'the organiser menu');

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: 'Edit profile' }).click();
  const profile = page.getByRole('dialog', { name: 'Edit profile' });
  await expect(profile.getByLabel('Nickname (required)')).toBeVisible();
  await expectNoViolations(page, 'the profile editor');
  await profile.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Map' }).click();
  await expect(page.getByRole('dialog', { name: 'Map' }).getByRole('img')).toBeVisible();
  await expectNoViolations(page, 'the map');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Attendees' }).click();
  const attendees = page.getByRole('dialog', { name: 'Attendees' });
  await expect(attendees).toContainText('Guest');
  await expectNoViolations(page, 'the attendees list');

  // A modal keeps the keyboard inside (the world behind it is inert), Escape closes it, and
  // focus goes back to the button that opened it.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await attendees.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(
      true,
    );
  }
  await page.keyboard.press('Escape');
  await expect(attendees).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Attendees' })).toBeFocused();
});
