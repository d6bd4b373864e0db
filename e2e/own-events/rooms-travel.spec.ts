import { expectNoViolations } from '../axe';
import { expect, test, type Page } from '../base';
import { createAccount, createEvent, joinEventFromForm, setMember, signIn } from '../fixtures';
import { changedFraction, DRAWN_FRACTION, pixelsOf } from '../pixels';
import { ENTRANCE, furnishHall, PORTAL } from '../hallPortal';
import { adminDb, playerOf, remotesOf, waitForWorld, walkUntilThere } from '../support';

async function currentRoomOf(eventId: string, uid: string) {
  return (await adminDb().doc(`events/${eventId}/users/${uid}`).get()).get('currentRoom');
}

async function positionIn(eventId: string, roomId: string, uid: string) {
  return (await adminDb().doc(`events/${eventId}/rooms/${roomId}/positions/${uid}`).get()).exists;
}

/** Waits until the attendee stands in `roomId` and that room's world is on screen. */
async function inRoom(page: Page, eventId: string, uid: string, roomId: string) {
  await expect.poll(() => currentRoomOf(eventId, uid)).toBe(roomId);
  await waitForWorld(page);
}

/** Someone's avatar as one page draws it, or undefined. */
async function remote(page: Page, id: string) {
  return (await remotesOf(page)).find((r) => r.id === id);
}

test('a portal takes an attendee to another room in one step; the URL names the room; Back returns', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const [alice, bob, carol] = await Promise.all([
    createAccount(),
    createAccount(),
    createAccount(),
  ]);
  const event = await createEvent(alice.uid);
  await furnishHall(event.id);
  await setMember(event.id, bob.uid, { granted: true });
  const open = async (account: typeof alice, path: string, name: string) => {
    const page = await (await browser.newContext()).newPage();
    await signIn(page, path, account);
    await joinEventFromForm(page, event.name, name);
    await waitForWorld(page);
    return page;
  };
  // Carol follows a shared link to the hall; Alice and Bob are in the main room.
  const carolPage = await open(carol, `/event/${event.slug}/hall`, 'Carol');
  expect(await currentRoomOf(event.id, carol.uid)).toBe('hall');
  const bobPage = await open(bob, `/event/${event.slug}`, 'Bob');
  const alicePage = await open(alice, `/event/${event.slug}`, 'Alice');
  await expect.poll(async () => Boolean(await remote(bobPage, alice.uid))).toBe(true);

  // At the portal: where it leads, 'Enter room', and 'Edit' for Alice (the creator edits rooms).
  const before = await pixelsOf(alicePage, { x: 0, y: 0, width: 960, height: 600 });
  await walkUntilThere(alicePage, PORTAL.x - 1, PORTAL.y);
  const overlay = alicePage.getByRole('region', { name: 'Room portal' });
  await expect(overlay.getByRole('heading', { name: 'Poster hall' })).toBeVisible();
  await expect(overlay.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expectNoViolations(alicePage, 'portal overlay');
  // The portal is drawn: the view changed where it stands (ring and label).
  expect(
    changedFraction(before, await pixelsOf(alicePage, { x: 0, y: 0, width: 960, height: 600 })),
  ).toBeGreaterThan(DRAWN_FRACTION);
  await alicePage.screenshot({ path: test.info().outputPath('portal-overlay.png') });

  await overlay.getByRole('button', { name: 'Enter room' }).click();
  await expect(alicePage).toHaveURL(new RegExp(`/event/${event.slug}/hall$`));
  await inRoom(alicePage, event.id, alice.uid, 'hall');
  // One step: the stored room changed and the main room's position is gone...
  expect(await positionIn(event.id, '_main', alice.uid)).toBe(false);
  // ...so Bob, who stayed, no longer sees her (no ghost), and Carol sees her arrive at the entrance.
  await expect
    .poll(async () => Boolean(await remote(bobPage, alice.uid)), { timeout: 3000 })
    .toBe(false);
  const arrived = await playerOf(alicePage);
  expect(Math.hypot(arrived.x - ENTRANCE.x, arrived.y - ENTRANCE.y)).toBeLessThan(0.5);
  // What Carol sees and what Bob's lists say are independent: looked at side by side.
  await Promise.all([carolSeesAliceArrive(), bobsListsSayTheRooms()]);
  async function carolSeesAliceArrive() {
    await expect
      .poll(async () => {
        const seen = await remote(carolPage, alice.uid);
        return seen ? Math.hypot(seen.x - ENTRANCE.x, seen.y - ENTRANCE.y) < 1 : false;
      })
      .toBe(true);
    await alicePage.screenshot({ path: test.info().outputPath('portal-arrived.png') });
  }

  // Who is in which room: Bob's attendees list names each online person's room, and his
  // Nearby says that it lists his own room.
  async function bobsListsSayTheRooms() {
    await bobPage.getByRole('button', { name: 'Attendees' }).click();
    const onlineList = bobPage.getByRole('list', { name: 'Online attendees' });
    const rowOf = (name: string) => onlineList.getByRole('listitem').filter({ hasText: name });
    await expect(rowOf('Alice')).toContainText('Alice in Poster hall');
    await expect(rowOf('Carol')).toContainText('Carol in Poster hall');
    await expect(rowOf('Bob')).toContainText('Bob (you) in Main');
    await rowOf('Alice').getByRole('button', { name: 'Alice', exact: true }).click();
    const popup = bobPage.getByRole('dialog', { name: 'Alice' });
    await expect(popup.locator('dt', { hasText: 'Room' }).locator('+ dd')).toHaveText(
      'Poster hall',
    );
    // Alice created the event: her status names her its organiser, not 'Attendee'.
    await expect(popup.locator('dt', { hasText: 'Status' }).locator('+ dd')).toHaveText(
      'Event Organizer',
    );
    await bobPage.screenshot({ path: test.info().outputPath('attendees-rooms.png') });
    await bobPage.keyboard.press('Escape');
    await bobPage.keyboard.press('Escape');
    await expect(bobPage.getByRole('dialog')).toHaveCount(0);
    await bobPage.getByRole('button', { name: 'Nearby' }).click();
    await expect(bobPage.getByRole('region', { name: 'Nearby' })).toContainText(
      'In Main. People in other rooms are under Attendees.',
    );
    await bobPage.keyboard.press('Escape');
  }

  // A reload lands in the same room.
  await alicePage.reload();
  await joinEventFromForm(alicePage, event.name, 'Alice');
  await waitForWorld(alicePage);
  expect(await currentRoomOf(event.id, alice.uid)).toBe('hall');
  await expect.poll(async () => Boolean(await remote(carolPage, alice.uid))).toBe(true);

  // The browser's Back returns to the main room: Bob sees her again, Carol no longer.
  await alicePage.goBack();
  await expect(alicePage).toHaveURL(new RegExp(`/event/${event.slug}$`));
  await inRoom(alicePage, event.id, alice.uid, '_main');
  await Promise.all([
    expect.poll(async () => Boolean(await remote(bobPage, alice.uid))).toBe(true),
    expect.poll(async () => Boolean(await remote(carolPage, alice.uid))).toBe(false),
  ]);
  await Promise.all([alicePage, bobPage, carolPage].map((page) => page.context().close()));
});

test('a link to a room that does not exist lands in the main room and says so', async ({
  page,
}) => {
  const account = await createAccount();
  const event = await createEvent(account.uid);
  await signIn(page, `/event/${event.slug}/nowhere`, account);
  await joinEventFromForm(page, event.name, 'Wanderer');
  await expect(page).toHaveURL(new RegExp(`/event/${event.slug}$`));
  await expect(page.getByRole('alert')).toContainText("That room doesn't exist any more.");
  await expect.poll(() => currentRoomOf(event.id, account.uid)).toBe('_main');
});
