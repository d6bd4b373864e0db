import { Timestamp } from 'firebase-admin/firestore';
import { expectNoViolations } from '../axe';
import { expect, test } from '../base';
import {
  addPresentPerson,
  createAccount,
  createEvent,
  joinEventFromForm,
  setMember,
  signIn,
} from '../fixtures';
import { furnishHall, PORTAL } from '../hallPortal';
import { checkScreen, PHONE } from '../layout';
import { adminDb, waitForWorld, walkUntilThere } from '../support';

const FULL = 'Poster hall is full (2 of 2). You will enter when a place frees.';

const hallCount = async (eventId: string) =>
  (await adminDb().doc(`events/${eventId}/roomCounts/hall`).get()).get('count') as unknown;

test('a room of capacity 2: the third person waits at the portal, sees their place in line, and enters when a place frees', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const [owner, guest] = await Promise.all([createAccount(), createAccount()]);
  const event = await createEvent(owner.uid);
  await furnishHall(event.id, { capacity: 2 });
  await setMember(event.id, guest.uid, { granted: true });
  // Two people in the hall: the positions functions count them.
  const ann = await addPresentPerson(event.id, 'Ann', { roomId: 'hall', x: 490, y: 500 });
  await addPresentPerson(event.id, 'Ben', { roomId: 'hall', x: 510, y: 500 });
  await expect.poll(() => hallCount(event.id), { timeout: 30_000 }).toBe(2);
  // Someone already waits at the hall's portal, ahead of the guest.
  const ahead = adminDb().doc(`events/${event.id}/roomQueues/early-bird`);
  await ahead.set({ roomId: 'hall', at: Timestamp.fromMillis(Date.now() - 60_000) });

  await signIn(page, `/event/${event.slug}`, guest);
  await joinEventFromForm(page, event.name, 'Guest');
  await waitForWorld(page);

  // The attendees panel says who is where, and the hall's capacity.
  await page.getByRole('button', { name: 'Attendees' }).click();
  const rooms = page.getByRole('list', { name: 'People in each room' });
  await expect(rooms).toContainText('Poster hall · 2 here (capacity 2)');
  await expect(rooms).toContainText('Main · 1 here');
  await page.keyboard.press('Escape');

  // At the portal: the hall is full, the guest is second in line, and there is no way in.
  await walkUntilThere(page, PORTAL.x - 1, PORTAL.y);
  const overlay = page.getByRole('region', { name: 'Room portal' });
  await expect(overlay.getByRole('heading')).toHaveText('Poster hall · 2 here');
  await expect(overlay.getByRole('status')).toContainText(FULL);
  await expect(overlay.getByRole('status')).toContainText('You are number 2 in line.');
  await expect(overlay.getByRole('button', { name: 'Enter room' })).toHaveCount(0);
  await expect
    .poll(async () =>
      (await adminDb().doc(`events/${event.id}/roomQueues/${guest.uid}`).get()).get('roomId'),
    )
    .toBe('hall');
  await expectNoViolations(page, 'a full room at its portal');
  await page.screenshot({ path: test.info().outputPath('room-full.png') });

  // Ann leaves: one place frees, but it is the early bird's, ahead of the guest.
  await ann.remove();
  await expect.poll(() => hallCount(event.id), { timeout: 30_000 }).toBe(1);
  await expect(overlay.getByRole('status')).toContainText(
    'The free places go to the people ahead of you in line. You are number 2 in line.',
  );
  await expect(overlay.getByRole('button', { name: 'Enter room' })).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe(`/event/${event.slug}`);
  // The early bird gives up: the guest is first, the place is theirs, and the portal takes them.
  await ahead.delete();
  await expect(page).toHaveURL(new RegExp(`/event/${event.slug}/hall$`), { timeout: 30_000 });
  await expect
    .poll(async () =>
      (await adminDb().doc(`events/${event.id}/users/${guest.uid}`).get()).get('currentRoom'),
    )
    .toBe('hall');
  await waitForWorld(page);
  await expect.poll(() => hallCount(event.id), { timeout: 30_000 }).toBe(2);
  // In the hall, the line is left behind.
  await expect
    .poll(
      async () => (await adminDb().doc(`events/${event.id}/roomQueues/${guest.uid}`).get()).exists,
    )
    .toBe(false);
});

test('on a phone, a link into a full room says it is full and joins the main room instead, and the line is announced at the portal', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize(PHONE);
  const [owner, guest] = await Promise.all([createAccount(), createAccount()]);
  const event = await createEvent(owner.uid);
  await furnishHall(event.id, { capacity: 1 });
  await setMember(event.id, guest.uid, { granted: true });
  await addPresentPerson(event.id, 'Ann', { roomId: 'hall', x: 500, y: 500 });
  await expect.poll(() => hallCount(event.id), { timeout: 30_000 }).toBe(1);

  // A shared link straight into the hall: the rules refuse the join, and the form says why.
  await signIn(page, `/event/${event.slug}/hall`, guest);
  const form = page.getByRole('dialog', { name: `Join ${event.name}` });
  await form.getByLabel('Your Name').fill('Guest');
  await form.getByRole('button', { name: 'Join now' }).click();
  // A new account picks its animal first; the join is refused after it.
  await page
    .getByRole('dialog', { name: 'Pick your animal' })
    .getByRole('button', { name: "Let's go!" })
    .press('Enter');
  await expect(form.getByRole('alert')).toHaveText(
    "Unable to join the event. Poster hall is full (1 of 1). Join now to start in the event's main room instead.",
    { timeout: 20_000 },
  );
  await expect(page).toHaveURL(new RegExp(`/event/${event.slug}$`));
  await form.getByRole('button', { name: 'Join now' }).click();
  await waitForWorld(page);
  await expect
    .poll(async () =>
      (await adminDb().doc(`events/${event.id}/users/${guest.uid}`).get()).get('currentRoom'),
    )
    .toBe('_main');

  // At the hall's portal on the phone: the line's place is in a live region, on screen.
  await walkUntilThere(page, PORTAL.x - 1, PORTAL.y);
  const status = page.getByRole('region', { name: 'Room portal' }).getByRole('status');
  await expect(status).toContainText('Poster hall is full (1 of 1).');
  await expect(status).toContainText('You are first in line.');
  await expect(status).toBeInViewport();
  await checkScreen(page, test.info(), 'a full room at its portal on a phone');
});
