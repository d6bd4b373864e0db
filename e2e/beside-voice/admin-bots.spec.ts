import { expect, test } from '../base';
import { createAccount, createEvent, joinEventFromForm, signIn } from '../fixtures';
import { adminDb } from '../support';

/** The event's bots as stored: user ids and their positions in the main room. */
async function storedBots(eventId: string) {
  const users = await adminDb()
    .collection(`events/${eventId}/users`)
    .where('isBot', '==', true)
    .get();
  const positions = await adminDb().collection(`events/${eventId}/rooms/_main/positions`).get();
  return {
    ids: users.docs.map((doc) => doc.id).sort(),
    positions: new Map(positions.docs.map((doc) => [doc.id, `${doc.get('x')},${doc.get('y')}`])),
  };
}

test('staff add, move and remove the bots of an event', async ({ page }) => {
  const staff = await createAccount({ staff: true });
  const event = await createEvent(staff.uid);
  await signIn(page, `/admin/event/${event.id}/bots`, staff);

  await expect(page.getByRole('heading', { name: 'Bots' })).toBeVisible();
  await expect(page.getByText('Bot count: 0')).toBeVisible();
  await expect(page.getByText('No bots in this event yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove all bots' })).toBeDisabled();

  await page.getByRole('button', { name: 'Add 10 bots' }).click();
  await expect(page.getByText('Bot count: 10')).toBeVisible();
  expect((await storedBots(event.id)).ids).toHaveLength(10);

  await page.getByRole('button', { name: 'Enable bot movement' }).click();
  await expect(
    page.getByText('Bot movement is enabled. Bots move while this page is open.'),
  ).toBeVisible();
  const before = (await storedBots(event.id)).positions;
  // The open page steps the bots every second: within a few seconds every bot has moved.
  await expect
    .poll(
      async () => {
        const now = (await storedBots(event.id)).positions;
        return [...before].filter(([id, at]) => now.get(id) !== at).length;
      },
      { timeout: 15_000 },
    )
    .toBe(10);

  await page.getByRole('button', { name: 'Disable bot movement' }).click();
  await expect(page.getByText('Bot movement is disabled.')).toBeVisible();

  // Removing asks first; Cancel keeps the bots.
  await page.getByRole('button', { name: 'Remove all bots' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove all bots?' });
  await expect(dialog.getByText('All 10 bots of this event will be deleted.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect((await storedBots(event.id)).ids).toHaveLength(10);

  await page.getByRole('button', { name: 'Remove all bots' }).click();
  await dialog.getByRole('button', { name: 'Remove all bots' }).click();
  await expect(page.getByText('Bot count: 0')).toBeVisible();
  const after = await storedBots(event.id);
  expect(after.ids).toHaveLength(0);
  expect(after.positions.size).toBe(0);
});

test('the bots page shows nothing to people who are not staff', async ({ page }) => {
  const person = await createAccount();
  const event = await createEvent(person.uid);
  await signIn(page, `/admin/event/${event.id}/bots`, person);
  // The account shell is there (signed in), the page is not: not even for the event's creator.
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bots' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add 10 bots' })).toHaveCount(0);
});

test('the bots page says when the event does not exist, and retries', async ({ page }) => {
  const staff = await createAccount({ staff: true });
  await signIn(page, '/admin/event/no-such-event/bots', staff);
  await expect(page.getByRole('alert')).toHaveText("This event doesn't exist.");
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('alert')).toHaveText("This event doesn't exist.");
  await expect(page.getByRole('button', { name: 'Add 10 bots' })).toHaveCount(0);
});

test("staff find the event's bots page in the organiser menu; attendees have no such menu", async ({
  page,
  browser,
}) => {
  const staff = await createAccount({ staff: true });
  const owner = await createAccount();
  const event = await createEvent(owner.uid);
  await signIn(page, `/event/${event.slug}`, staff);
  await joinEventFromForm(page, event.name, 'Staff Sam');
  await page.getByRole('button', { name: 'Organizer' }).click();
  // Staff who are not organisers of this event get the staff options only.
  await expect(page.getByRole('menuitem', { name: 'Event settings' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Manage bots (staff)' })).toHaveAttribute(
    'href',
    `/admin/event/${event.id}/bots`,
  );
  await expect(page.getByRole('menuitem', { name: 'Insights' })).toHaveAttribute(
    'href',
    `/event/${event.id}/insights`,
  );

  const attendee = await (await browser.newContext()).newPage();
  await signIn(attendee, `/event/${event.slug}`, await createAccount());
  await joinEventFromForm(attendee, event.name, 'Plain Pat');
  await expect(attendee.getByRole('button', { name: 'Menu' })).toBeVisible();
  await expect(attendee.getByRole('button', { name: 'Organizer' })).toHaveCount(0);
});

test("bots are people for the audio badge's text: alone with bots, it says 'Only bots are here'", async ({
  page,
}) => {
  const staff = await createAccount({ staff: true });
  const event = await createEvent(staff.uid);
  await signIn(page, `/event/${event.slug}`, staff);
  await joinEventFromForm(page, event.name, 'Staff Sam');
  const badge = page.locator('.voice-badge');
  await expect(badge).toHaveText('Nobody else is here yet');
  // Ten bots arrive around the spawn, in view (added from the staff page in another tab):
  // 'nobody' would read as wrong.
  const botsPage = await page.context().newPage();
  await botsPage.goto(`/admin/event/${event.id}/bots`);
  await botsPage.getByRole('button', { name: 'Add 10 bots' }).click();
  await expect(botsPage.getByText('Bot count: 10')).toBeVisible();
  await expect(badge).toHaveText('Only bots are here', { timeout: 30_000 });
});
