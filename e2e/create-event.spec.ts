import { expectNoViolations } from './axe';
import { expect, test } from './base';
import { adminDb } from './support';
import { createAccount, joinEventFromForm, signIn } from './fixtures';

test('an account without permission is told so', async ({ page }) => {
  await signIn(page, '/create-event', await createAccount());
  await expect(page.getByRole('heading', { name: 'Make a new world' })).toBeVisible();
  await expectNoViolations(page, '/create-event');
  await page.getByLabel('Event name').fill('Not allowed');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText("You don't have permission to create events.")).toBeVisible();
});

test('staff create an event, reach it by its slug and rename the slug', async ({ page }) => {
  const staff = await createAccount({ staff: true });
  await signIn(page, '/create-event', staff);
  const suffix = Date.now().toString(36);
  const name = `Party ${suffix}`;
  await page.getByLabel('Event name').fill(name);
  await expect(page.getByText(`/event/party-${suffix}`)).toBeVisible();
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/party-${suffix}$`));
  await joinEventFromForm(page, name, 'Host');

  // A slug that is taken by another event is refused with the reference's text.
  await page.getByRole('button', { name: 'Organiser' }).click();
  await page.getByRole('menuitem', { name: 'Event settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Event settings' });
  await expect(settings.getByRole('button', { name: 'Save' })).toBeDisabled();
  await settings.getByLabel('Event URL').fill('demo');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(
    settings.getByText('Invalid event URL. The slug is already in-use. Please try something else.'),
  ).toBeVisible();

  await settings.getByLabel('Event URL').fill(`renamed-${suffix}`);
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/renamed-${suffix}$`));
  const slugDoc = await adminDb().doc(`slugs/renamed-${suffix}`).get();
  expect(slugDoc.exists).toBe(true);
  await joinEventFromForm(page, name, 'Host');
});

test('a creation with a slug already in use is refused', async ({ page }) => {
  const staff = await createAccount({ staff: true });
  await signIn(page, '/create-event', staff);
  await page.getByLabel('Event name').fill('Demo');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(
    page.getByText('Event url is already in use. Please choose something else.'),
  ).toBeVisible();
});
