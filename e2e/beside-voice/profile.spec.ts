import { expectNoViolations } from '../axe';
import { expect, test } from '../base';
import { createAccount, createEvent, joinEventFromForm, signIn } from '../fixtures';
import { LAPTOP } from '../layout';
import { adminDb } from '../support';

/** A 1 x 1 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('the profile editor: nickname required, bio counted past 300, image checks before upload, an avatar uploaded and saved', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const me = await createAccount();
  await signIn(page, '/user/profile', me);
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save' });
  const nickname = page.getByLabel('Nickname (required)');
  // Nothing is said about a field before the person has been to it (issue 18, item 12).
  await expect(nickname).toHaveValue('');
  await expect(page.getByText('A nickname is required.')).toHaveCount(0);
  await nickname.focus();
  await nickname.blur();
  await expect(page.getByText('A nickname is required.')).toBeVisible();
  await expect(nickname).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page, 'a field that says what is wrong');

  await nickname.fill('Kit');
  await expect(page.getByText('A nickname is required.')).toHaveCount(0);
  await page.getByLabel('Pronouns').fill('they/them');
  // Nothing typed is cut: the count says how far past 300 the bio is, and saving says why not.
  const bio = page.getByLabel('Bio');
  await bio.fill('b'.repeat(350));
  await expect(bio).toHaveValue('b'.repeat(350));
  await expect(page.getByText('50 characters too many')).toBeVisible();
  await save.click();
  await expect(page.getByText('A bio is at most 300 characters.')).toBeVisible();
  await expect(bio).toBeFocused();
  await bio.fill('b'.repeat(300));
  await expect(page.getByText('0 characters left')).toBeVisible();

  // Checked before any upload: the wrong kind, then too big.
  const image = page.getByLabel(/^Avatar image/);
  await image.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: TINY_PNG });
  await expect(page.getByRole('alert')).toHaveText(
    'Choose an image file (PNG, JPEG, GIF or WebP).',
  );
  await image.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(2_097_153, 1),
  });
  await expect(page.getByRole('alert')).toHaveText('Images are at most 2 MB.');
  await image.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  const avatar = page.getByRole('img', { name: 'Your avatar' });
  await expect(avatar).toHaveAttribute('src', /users%2F.+%2Fimages%2Favatar-/, {
    timeout: 30_000,
  });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile saved.' })).toBeVisible();

  const profile = (await adminDb().doc(`profiles/${me.uid}`).get()).data()!;
  expect(profile).toMatchObject({ nickname: 'Kit', pronouns: 'they/them' });
  expect(profile.bio).toHaveLength(300);
  expect(profile.avatar).toMatch(/^http:\/\/127\.0\.0\.1:9199\//);
  const stored = await fetch(profile.avatar as string);
  expect(stored.status).toBe(200);
});

test("in an event, 'Edit profile' starts from the joined name, fits its dialog and gives the focus back", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(LAPTOP);
  const me = await createAccount();
  const event = await createEvent(me.uid);
  await signIn(page, `/event/${event.slug}`, me);
  await joinEventFromForm(page, event.name, 'Ada Lovelace');
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await menu.click();
  await page.getByRole('menuitem', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit profile' });
  // An empty profile starts from the name the person joined with (issue 18, item 12).
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Ada Lovelace');
  const nickname = dialog.getByLabel('Nickname (required)');
  await expect(nickname).toHaveValue('Ada Lovelace');
  await expect(dialog.getByText('A nickname is required.')).toHaveCount(0);

  await nickname.fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('A nickname is required.')).toBeVisible();
  await expect(nickname).toBeFocused();
  await nickname.fill('  Ada  ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Profile saved.' })).toBeVisible();
  // Stored trimmed and shown as stored; the dialog did not grow sideways (issue 18, item 2).
  await expect(nickname).toHaveValue('Ada');
  expect((await adminDb().doc(`profiles/${me.uid}`).get()).data()).toMatchObject({
    name: 'Ada Lovelace',
    nickname: 'Ada',
  });
  const sideways = await dialog.evaluate((d) => [d.scrollWidth - d.clientWidth, d.scrollLeft]);
  expect(sideways).toEqual([0, 0]);

  // Closed with its button, the focus goes back to the menu that opened it (issue 18, item 10).
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(menu).toBeFocused();
});

test('a nickname changed in the event reaches the others: name tag, Nearby, attendees, new chat lines', async ({
  ownerAndGuest,
}) => {
  test.setTimeout(180_000);
  const { event, guest, ownerPage, guestPage } = ownerAndGuest;
  await ownerPage.getByRole('button', { name: 'Nearby' }).click();
  const nearby = ownerPage.getByRole('region', { name: 'Nearby' });
  await expect(nearby.getByRole('listitem').filter({ hasText: 'Guest' })).toHaveCount(1, {
    timeout: 20_000,
  });

  await guestPage.getByRole('button', { name: 'Menu', exact: true }).click();
  await guestPage.getByRole('menuitem', { name: 'Edit profile' }).click();
  const dialog = guestPage.getByRole('dialog', { name: 'Edit profile' });
  await dialog.getByLabel('Nickname (required)').fill('Gus');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Profile saved.' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // What the world reads (the position): Nearby and the name tag.
  await expect(nearby.getByRole('listitem').filter({ hasText: 'Gus' })).toHaveCount(1);
  await expect(nearby.getByRole('listitem').filter({ hasText: 'Guest' })).toHaveCount(0);
  await expect(ownerPage.locator('.world__name-tag', { hasText: /^Gus/ })).toHaveCount(1);
  // What the attendees list reads (the event user).
  await ownerPage.getByRole('button', { name: 'Attendees', exact: true }).click();
  const people = ownerPage.getByRole('dialog', { name: 'Attendees' });
  await expect(people.getByRole('listitem').filter({ hasText: 'Gus' })).toHaveCount(1);
  await expect(people.getByRole('listitem').filter({ hasText: 'Guest' })).toHaveCount(0);
  await ownerPage.keyboard.press('Escape');
  expect((await adminDb().doc(`events/${event.id}/users/${guest.uid}`).get()).get('name')).toBe(
    'Gus',
  );

  // A new chat line carries the new name.
  await guestPage.getByRole('button', { name: /^Chat/ }).click();
  await guestPage.getByRole('textbox', { name: 'Message' }).fill('Renamed');
  await guestPage.keyboard.press('Enter');
  await expect(ownerPage.getByRole('list', { name: 'New chat messages' })).toContainText(
    'Gus Renamed',
  );
});

test("an account's animal is used when it joins on another device (issue 29 #6)", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const me = await createAccount();
  const event = await createEvent(me.uid);
  const firstDevice = await browser.newContext();
  const first = await firstDevice.newPage();
  await signIn(first, `/event/${event.slug}`, me);
  await joinEventFromForm(first, event.name, 'Ada');
  await first.getByRole('button', { name: 'Menu', exact: true }).click();
  await first.getByRole('menuitem', { name: 'Change animal avatar' }).click();
  const picker = first.getByRole('dialog', { name: 'Change animal avatar' });
  await picker.getByRole('radio', { name: 'Giant Panda' }).click();
  await picker.getByRole('button', { name: 'Change animal' }).press('Enter');
  const eventUser = adminDb().doc(`events/${event.id}/users/${me.uid}`);
  await expect.poll(async () => (await eventUser.get()).get('avatar')).toBe('panda');
  const profile = adminDb().doc(`profiles/${me.uid}`);
  await expect.poll(async () => (await profile.get()).get('animal')).toBe('panda');
  await firstDevice.close();

  // Another device (nothing in its storage): no picker, the account's animal.
  const second = await (await browser.newContext()).newPage();
  await signIn(second, `/event/${event.slug}`, me);
  await joinEventFromForm(second, event.name, 'Ada');
  await expect(second.getByRole('dialog', { name: 'Pick your animal' })).toHaveCount(0);
  await expect.poll(async () => (await eventUser.get()).get('avatar')).toBe('panda');
  expect(await second.evaluate(() => localStorage.getItem('menagerie:avatar'))).toBe('panda');
});
