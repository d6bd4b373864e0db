import { expect, test } from './base';
import { createAccount, createEvent, joinEventFromForm, signIn } from './fixtures';
import { adminDb } from './support';

/** A 1 x 1 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('the profile editor: nickname required, bio capped at 300, image checks before upload, an avatar uploaded and saved', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const me = await createAccount();
  await signIn(page, '/user/profile', me);
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save' });
  await expect(page.getByLabel('Nickname (required)')).toBeVisible();
  await expect(save).toBeDisabled();
  await expect(page.getByText('A nickname is required.')).toBeVisible();

  await page.getByLabel('Nickname (required)').fill('Kit');
  await page.getByLabel('Pronouns').fill('they/them');
  await page.getByLabel('Bio').fill('b'.repeat(350));
  await expect(page.getByLabel('Bio')).toHaveValue('b'.repeat(300));
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

  // In an event, 'Edit profile' opens the same profile.
  const event = await createEvent(me.uid);
  await page.goto(`/event/${event.slug}`);
  await joinEventFromForm(page, event.name, 'Kit');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit profile' });
  await expect(dialog.getByLabel('Nickname (required)')).toHaveValue('Kit');
  await dialog.getByLabel('Nickname (required)').fill('');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});
