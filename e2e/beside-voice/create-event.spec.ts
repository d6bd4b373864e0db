import { expectNoViolations } from '../axe';
import { expect, test } from '../base';
import { adminDb } from '../support';
import { createAccount, joinEventFromForm, signIn } from '../fixtures';

test('an account without permission is told before any form, and its invitation code makes it a creator', async ({
  page,
}) => {
  await signIn(page, '/', await createAccount());
  // The dashboard offers no 'Create event' to it: it says what is needed, with the code step.
  const step = page.getByRole('region', { name: 'Have an invitation code?' });
  await expect(step.getByText('Creating events needs an invitation code.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create event' })).toHaveCount(0);
  await expectNoViolations(page, 'the dashboard of an account that cannot create events');
  await page.screenshot({ path: 'test-results/dashboard-needs-code.png', fullPage: true });

  // The form's address says the same before any form.
  await page.goto('/create-event');
  await expect(page.getByRole('heading', { name: 'Make a new world' })).toBeVisible();
  await expect(step).toBeVisible();
  await expect(page.getByLabel('Event name')).toHaveCount(0);
  await expectNoViolations(page, '/create-event without permission');
  await step.getByRole('button', { name: 'Use this code' }).click();
  await expect(step.getByText('Enter the code from your invitation e-mail.')).toBeVisible();

  // A code staff made for this person: redeemed, then the form and 'Create event'.
  const code = `code${Date.now().toString(36)}`;
  await adminDb().doc(`invites/${code}`).set({
    email: 'newcomer@example.com',
    code,
    emailSent: true,
    created: new Date(),
  });
  await step.getByLabel('Invitation code').fill(` ${code} `);
  await step.getByRole('button', { name: 'Use this code' }).click();
  await expect(
    page.getByText('Your invitation code has been redeemed, and you can now create events.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go now' }).click();
  const welcome = page.getByRole('dialog', { name: 'Welcome to Menagerie!' });
  await welcome.getByRole('button', { name: 'Close this message' }).click();
  await expect(step).toHaveCount(0);
  await page.getByRole('link', { name: 'Create event' }).click();
  await expect(page.getByLabel('Event name')).toBeVisible();
  await expect(step).toHaveCount(0);
});

test("the demo's call to action says a code is needed before the sign-up form", async ({
  page,
}) => {
  await page.goto('/signup?r=demo');
  await expect(page.getByRole('note')).toContainText(
    'Creating events needs an invitation code. Sign up, then enter the code',
  );
  await expect(page.getByRole('heading', { name: /^Create your/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/signup-needs-code.png' });
});

test('staff create an event, reach it by its slug and rename the slug', async ({ page }) => {
  const staff = await createAccount({ staff: true });
  await signIn(page, '/create-event', staff);
  const suffix = Date.now().toString(36);
  const name = `Party ${suffix}`;
  await page.getByLabel('Event name').fill(name);
  // The site's default template (it may hold scenery, so not called 'blank'), or the demo's.
  await expect(page.getByRole('radio', { name: 'The starter room' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'The demo plaza' })).not.toBeChecked();
  await expect(page.getByText(`/event/party-${suffix}`)).toBeVisible();
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/party-${suffix}$`));
  await joinEventFromForm(page, name, 'Host');

  // A slug that is taken by another event is refused with the reference's text.
  await page.getByRole('button', { name: 'Organizer' }).click();
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

test('an empty or blank name is refused at the field and creates nothing (issue 30 #19)', async ({
  page,
}) => {
  const staff = await createAccount({ staff: true });
  await signIn(page, '/create-event', staff);
  const name = page.getByLabel('Event name');
  const message = 'Give the event a name: people see it on the dashboard and when they join.';
  for (const typed of ['', '    ']) {
    await name.fill(typed);
    await page.getByRole('button', { name: 'Create event' }).click();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    const describedBy = (await name.getAttribute('aria-describedby')) ?? '';
    await expect(page.locator(`[id="${describedBy.split(' ')[0]}"]`)).toHaveText(message);
    await expect(page).toHaveURL(/\/create-event$/);
  }
  await page.screenshot({ path: 'test-results/create-event-empty-name.png' });
  // Nothing was created: no event names this account its creator.
  const created = await adminDb().collection('events').where('creatorId', '==', staff.uid).get();
  expect(created.size).toBe(0);
  // A name clears the message and the event is made.
  await name.fill(`Named ${Date.now().toString(36)}`);
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page).toHaveURL(/\/event\/named-/);
});
