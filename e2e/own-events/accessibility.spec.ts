import { expect, test, type Locator, type Page } from '../base';
import { expectNoViolations } from '../axe';
import { playerOf, waitForWorld } from '../support';
import { createAccount, createEvent, signIn } from '../fixtures';

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
  ownerAndGuest,
}) => {
  test.setTimeout(150_000);
  const { ownerPage: page, guestPage } = ownerAndGuest;
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
  await page.getByRole('button', { name: 'Organizer' }).click();
  await expectNoViolations(page, 'the organiser menu');

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: 'Edit profile' }).click();
  const profile = page.getByRole('dialog', { name: 'Edit profile' });
  await expect(profile.getByLabel('Nickname (required)')).toBeVisible();
  await expectNoViolations(page, 'the profile editor');
  await profile.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Map' }).getByRole('img')).toBeVisible();
  await expectNoViolations(page, 'the map');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Attendees', exact: true }).click();
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
  await expect(page.getByRole('button', { name: 'Attendees', exact: true })).toBeFocused();
});

/** Presses Tab (at most `max` times) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('keyboard only: join an event, pick an animal, walk, open the chat, send, close it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const event = await createEvent((await createAccount()).uid);
  // Signing in is the account pages' business; from the join form on, only the keyboard.
  await signIn(page, `/event/${event.slug}`, await createAccount());
  const form = page.getByRole('dialog', { name: `Join ${event.name}` });
  await tabTo(page, form.getByLabel('Your Name'));
  await page.keyboard.type('Keys Only');
  await tabTo(page, form.getByRole('button', { name: 'Join now' }));
  await page.keyboard.press('Enter');

  // The picker: arrows move between animals (a radio group), Tab reaches the button.
  const picker = page.getByRole('dialog', { name: 'Pick your animal' });
  const checked = picker.getByRole('radio', { checked: true });
  await tabTo(page, checked);
  const first = await checked.getAttribute('aria-label');
  await page.keyboard.press('ArrowRight');
  await expect(checked).not.toHaveAttribute('aria-label', first ?? '');
  await tabTo(page, picker.getByRole('button', { name: "Let's go!" }));
  await page.keyboard.press('Enter');
  await waitForWorld(page);

  // Walk: the world takes focus with Tab like any control, then the arrow keys move.
  const before = await playerOf(page);
  await tabTo(page, page.getByRole('application', { name: /3D world/ }));
  await page.keyboard.down('ArrowUp');
  await page.waitForTimeout(1200);
  await page.keyboard.up('ArrowUp');
  await expect
    .poll(async () => {
      const after = await playerOf(page);
      return Math.hypot(after.x - before.x, after.y - before.y);
    })
    .toBeGreaterThan(1);

  // Chat: Tab to it, Enter opens it with the field focused, Enter sends, Escape closes.
  const chat = page.getByRole('button', { name: /^Chat/ });
  await tabTo(page, chat);
  await page.keyboard.press('Enter');
  const field = page.getByRole('textbox', { name: 'Message' });
  await expect(field).toBeFocused();
  await page.keyboard.type('Typed without a mouse');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log', { name: 'Messages' })).toContainText('Typed without a mouse');
  await expect(field).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(field).toHaveCount(0);
  await expect(chat).toBeFocused();
});
