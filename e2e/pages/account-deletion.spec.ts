import AxeBuilder from '@axe-core/playwright';
import { getAuth } from 'firebase-admin/auth';
import { expect, test } from '../base';
import { createAccount, createEvent, signIn } from '../fixtures';
import { adminDb } from '../support';

const authUserExists = (uid: string) =>
  getAuth()
    .getUser(uid)
    .then(
      () => true,
      () => false,
    );

test('account deletion: the countdown cancelled keeps the account; completed, it signs out and the account is gone', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const me = await createAccount();
  await adminDb().doc(`profiles/${me.uid}`).set({ name: 'Leaving', nickname: 'Leaving' });
  const event = await createEvent(me.uid);
  await signIn(page, '/user/profile', me);

  const deleteAccount = page.getByRole('button', { name: 'Delete account' });
  await deleteAccount.click();
  const dialog = page.getByRole('dialog', { name: 'Delete account' });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: 'test-results/account-deletion-modal.png' });
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // Cancelled during the countdown: nothing happens, even after the 4 seconds.
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('Deleting your account in 4 seconds...');
  await expect(dialog.getByRole('status')).toHaveText('Deleting your account in 3 seconds...');
  await page.screenshot({ path: 'test-results/account-deletion-countdown.png' });
  await dialog.getByRole('button', { name: 'Cancel deletion' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveText('Account deletion cancelled.');
  await expect(deleteAccount).toBeFocused();
  await page.waitForTimeout(4_500);
  expect(await authUserExists(me.uid)).toBe(true);
  expect((await adminDb().doc(`profiles/${me.uid}`).get()).exists).toBe(true);
  await expect(page.getByRole('heading', { name: 'Delete account' })).toBeVisible();
  await expect(page.getByLabel('Nickname (required)')).toHaveValue('Leaving');
  await page.screenshot({ path: 'test-results/account-deletion-section.png', fullPage: true });

  // Completed: the call runs after the countdown, signs out and reloads.
  await deleteAccount.click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Signing out...')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('E-mail')).toBeVisible({ timeout: 15_000 });
  expect(await authUserExists(me.uid)).toBe(false);
  expect((await adminDb().doc(`profiles/${me.uid}`).get()).exists).toBe(false);
  expect((await adminDb().doc(`events/${event.id}`).get()).get('creatorId')).toBeUndefined();

  // The same e-mail and password no longer sign in.
  await page.getByLabel('E-mail').fill(me.email);
  await page.getByLabel('Password').fill(me.password);
  await page.getByRole('button', { name: 'Sign in with e-mail' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await page.screenshot({ path: 'test-results/account-deletion-signed-out.png' });
});
