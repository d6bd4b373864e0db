import { expect, test } from '../base';
import { adminDb } from '../support';
import { createAccount, createEvent, joinEventFromForm, setMember, signIn } from '../fixtures';

test('a missing event and an archived event say so', async ({ page }) => {
  const account = await createAccount();
  await signIn(page, '/event/no-such-event-here', account);
  await expect(page.getByRole('heading', { name: "This event doesn't exist." })).toBeVisible();
  // The way back, not a dead end.
  await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
    'href',
    '/',
  );

  const owner = await createAccount();
  const archived = await createEvent(owner.uid, {}, { archived: true });
  await page.goto(`/event/${archived.slug}`);
  await expect(page.getByRole('heading', { name: 'This event has been archived.' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('a password event refuses a wrong password and admits the right one', async ({ page }) => {
  const owner = await createAccount();
  const event = await createEvent(
    owner.uid,
    { accessType: 'password' },
    { eventPassword: 'open sesame' },
  );
  await signIn(page, `/event/${event.slug}`, await createAccount());
  const password = page.getByLabel('Event password');
  await expect(password).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enter event' })).toBeDisabled();
  await password.fill('wrong');
  await page.getByRole('button', { name: 'Enter event' }).click();
  await expect(page.getByText('Incorrect password, try again.')).toBeVisible();
  await page.getByLabel('Event password').fill('open sesame');
  await page.getByRole('button', { name: 'Enter event' }).click();
  await joinEventFromForm(page, event.name, 'Guest');
});

test('an invite-only event admits an account once its e-mail is approved', async ({ page }) => {
  const owner = await createAccount();
  const event = await createEvent(owner.uid, { accessType: 'invite' });
  const guest = await createAccount();
  await signIn(page, `/event/${event.slug}`, guest);
  await expect(
    page.getByRole('heading', { name: 'You must be invited to access this event.' }),
  ).toBeVisible();
  await expect(page.getByText(guest.email)).toBeVisible();

  await adminDb()
    .doc(`events/${event.id}/restricted/access`)
    .update({ approvedEmails: [guest.email.toUpperCase()] });
  await page.getByRole('button', { name: 'Try again' }).click();
  await joinEventFromForm(page, event.name, 'Invited guest');
});

test('a banned user sees the banned screen', async ({ page }) => {
  const owner = await createAccount();
  const event = await createEvent(owner.uid);
  const guest = await createAccount();
  await setMember(event.id, guest.uid, { banned: true, granted: true });
  await signIn(page, `/event/${event.slug}`, guest);
  await expect(
    page.getByRole('heading', { name: 'You have been banned from this event.' }),
  ).toBeVisible();
});

test('a closed event admits early-access users only', async ({ page }) => {
  const owner = await createAccount();
  const event = await createEvent(owner.uid, { isClosed: true });
  const guest = await createAccount();
  await signIn(page, `/event/${event.slug}`, guest);
  await expect(
    page.getByRole('heading', { name: 'Stay tuned. This event is not open yet.' }),
  ).toBeVisible();

  await setMember(event.id, guest.uid, { earlyAccess: true });
  await page.getByRole('button', { name: 'Try again' }).click();
  await joinEventFromForm(page, event.name, 'Early bird');
});
