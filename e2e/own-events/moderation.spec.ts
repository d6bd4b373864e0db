import { expect, test } from '../base';
import { adminDb, playerOf, remotesOf, walkUntilThere } from '../support';
import { createAccount, createEvent, joinEventFromForm, signIn } from '../fixtures';
import { expectNoViolations } from '../axe';

test('the creator gives a guest roles, then bans them; the guest sees the banned screen', async ({
  ownerAndGuest,
}) => {
  // Two people join an event, then roles, ban and revoke: about a minute on a busy machine.
  test.setTimeout(120_000);
  const { guest, event, ownerPage, guestPage } = ownerAndGuest;
  await expect(guestPage.getByRole('button', { name: 'Organizer' })).toHaveCount(0);

  await ownerPage.getByRole('button', { name: 'Attendees', exact: true }).click();
  const people = ownerPage.getByRole('dialog', { name: 'Attendees' });
  const guestRow = people.getByRole('listitem').filter({ hasText: 'Guest' });
  await guestRow.getByRole('button', { name: 'Edit roles' }).click();
  const roles = ownerPage.getByRole('dialog', { name: 'Edit roles of Guest' });
  // People read the roles' labels, never their internal keys (issue 30 #30).
  await expect(roles.getByRole('checkbox')).toHaveCount(5);
  for (const label of [
    'Event Admin',
    'Event Organizer',
    'Room Editor',
    'Speaker',
    'Video Controller',
  ])
    await expect(roles.getByRole('checkbox', { name: label, exact: true })).toBeVisible();
  await expect(roles).not.toContainText(/eventOrganiser|roomEditor|stageSpeaker|videoController/);
  await roles.getByLabel('Event Organizer').check();
  // Roles implied by the organiser role are shown on and locked.
  await expect(roles.getByLabel('Room Editor')).toBeChecked();
  await expect(roles.getByLabel('Room Editor')).toBeDisabled();
  await expect(roles.getByLabel('Event Admin')).not.toBeChecked();
  await roles.getByRole('button', { name: 'Save roles' }).click();
  // The dialog closes once event-setUserRoles answers: its first call may wait for a functions
  // worker to start, which took over 15 s beside two other lanes on 2 cores.
  await expect(roles).toHaveCount(0, { timeout: 45_000 });
  await expect
    .poll(async () =>
      (await adminDb().doc(`events/${event.id}/members/${guest.uid}`).get()).get(
        'roles.eventOrganiser',
      ),
    )
    .toBe(true);
  await expect(guestPage.getByRole('button', { name: 'Organizer' })).toBeVisible();

  await guestRow.getByRole('button', { name: 'Ban' }).click();
  const confirm = ownerPage.getByRole('dialog', { name: 'Ban Guest?' });
  await confirm.getByRole('button', { name: 'Ban from event' }).click();
  await expect(
    guestPage.getByRole('heading', { name: 'You have been banned from this event.' }),
  ).toBeVisible();
  await expect(
    people.getByRole('list', { name: 'Banned attendees' }).getByRole('listitem'),
  ).toHaveCount(1);
  await expect(people.getByRole('list', { name: 'Online attendees' })).not.toContainText('Guest');
  // Banned is not 'left': the guest is under Banned only, not under Offline.
  await expect(people.getByRole('list', { name: 'Offline attendees' })).toContainText(
    'Nobody has left yet.',
  );

  await people
    .getByRole('list', { name: 'Banned attendees' })
    .getByRole('button', { name: 'Revoke ban' })
    .click();
  await ownerPage
    .getByRole('dialog', { name: 'Revoke this ban?' })
    .getByRole('button', { name: 'Revoke ban' })
    .click();
  await expect(people.getByRole('list', { name: 'Banned attendees' })).toContainText(
    'Nobody is banned.',
  );
  // Un-banned and not back yet: now they are someone who left.
  await expect(people.getByRole('list', { name: 'Offline attendees' })).toContainText('Guest');
});

test('an organiser makes the event password protected from the permissions modal', async ({
  page,
  browser,
}) => {
  const owner = await createAccount();
  const event = await createEvent(owner.uid);
  await signIn(page, `/event/${event.slug}`, owner);
  await joinEventFromForm(page, event.name, 'Owner');
  await page.getByRole('button', { name: 'Organizer' }).click();
  await page.getByRole('menuitem', { name: 'Event permissions' }).click();
  const modal = page.getByRole('dialog', { name: 'Event permissions' });
  await modal.getByLabel('Password protected').check();
  await expect(modal.getByRole('button', { name: 'Save access' })).toBeDisabled();
  await modal.getByLabel('Event password').fill('letmein');
  await modal.getByRole('button', { name: 'Save access' }).click();
  // Saving is confirmed in words (a button that only greys says nothing), until the next change.
  await expect(modal.getByRole('status').filter({ hasText: 'Access saved.' })).toBeVisible();
  await expect
    .poll(async () => (await adminDb().doc(`events/${event.id}`).get()).get('access.accessType'))
    .toBe('password');
  await modal.getByLabel('Event password').fill('letmein2');
  await expect(modal.getByText('Access saved.')).toHaveCount(0);
  await modal.getByLabel('Event password').fill('letmein');
  await modal.getByRole('button', { name: 'Close event' }).click();
  await expect(modal.getByText('Event is currently closed')).toBeVisible();
  await modal.getByRole('button', { name: 'Open event' }).click();
  await modal.getByRole('button', { name: 'Enable public editing' }).click();
  await expect(modal.getByText('Public editing is currently enabled')).toBeVisible();

  const guestPage = await (await browser.newContext()).newPage();
  await signIn(guestPage, `/event/${event.slug}`, await createAccount());
  await guestPage.getByLabel('Event password').fill('letmein');
  await guestPage.getByRole('button', { name: 'Enter event' }).click();
  await joinEventFromForm(guestPage, event.name, 'Guest');
});

test('an organiser invites e-mails: a pasted list, empties dropped, duplicates skipped', async ({
  page,
}) => {
  const owner = await createAccount();
  const event = await createEvent(owner.uid, { accessType: 'invite' });
  await signIn(page, `/event/${event.slug}`, owner);
  await joinEventFromForm(page, event.name, 'Owner');
  await page.getByRole('button', { name: 'Organizer' }).click();
  await page.getByRole('menuitem', { name: 'Event permissions' }).click();
  const modal = page.getByRole('dialog', { name: 'Event permissions' });
  // Invite only is the approved e-mails: no Google Sheet id saved and never read (issue 29 #8).
  await expect(modal.getByLabel('Approved e-mails')).toBeVisible();
  await expect(modal.getByText(/sheet/i)).toHaveCount(0);
  await modal.getByLabel('Approved e-mails').fill('a@example.com, b@example.com\n\n,a@example.com');
  await modal.getByRole('button', { name: 'Add e-mails' }).click();
  const list = modal.getByRole('list', { name: 'Invited e-mails' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(modal.getByText('2 added.')).toBeVisible();
  await modal.getByLabel('Approved e-mails').fill('B@example.com');
  await modal.getByRole('button', { name: 'Add e-mails' }).click();
  await expect(modal.getByText('No new e-mail addresses to add.')).toBeVisible();
  await list.getByRole('button', { name: 'Remove a@example.com' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  // The list shows the local write at once; the server has it a moment later.
  await expect
    .poll(async () =>
      (await adminDb().doc(`events/${event.id}/restricted/access`).get()).get('approvedEmails'),
    )
    .toEqual(['b@example.com']);
});

test("an event admin mutes an attendee temporarily, then all attendees with 'Mute attendees'; the attendee cannot unmute until each is lifted", async ({
  ownerAndGuest,
}) => {
  test.setTimeout(120_000);
  const { guest, event, ownerPage, guestPage } = ownerAndGuest;
  const guestMute = guestPage.getByRole('button', { name: /^(Mute|Unmute)/ });
  await expect(guestMute).toBeEnabled();

  await ownerPage.getByRole('button', { name: 'Attendees', exact: true }).click();
  const people = ownerPage.getByRole('dialog', { name: 'Attendees' });
  const guestRow = people.getByRole('listitem').filter({ hasText: 'Guest' });
  await guestRow.getByRole('button', { name: 'Mute temporarily' }).click();
  await expect(guestRow).toContainText('(muted by an admin)');

  await expect(guestPage.getByText('An event admin has muted you for now.')).toBeVisible();
  await expect(guestMute).toBeDisabled();
  await expect(guestMute).toHaveAttribute('aria-pressed', 'true');
  // Only an admin clears the flag (the rules refusing the attendee are in tests/rules).
  const user = adminDb().doc(`events/${event.id}/users/${guest.uid}`);
  expect((await user.get()).get('mutedTemporarily')).toBe(true);

  await guestRow.getByRole('button', { name: 'Lift temporary mute' }).click();
  await expect(guestPage.getByText('An event admin has muted you for now.')).toHaveCount(0);
  await expect(guestMute).toBeEnabled();
  await expect.poll(async () => (await user.get()).get('mutedTemporarily')).toBe(false);
  await ownerPage.keyboard.press('Escape');
  await expect(people).toHaveCount(0);

  // 'Mute attendees' (top-right toolbar): the guest listens only; the creator, an organiser
  // and so a speaker, keeps a voice. The guest's avatar shows muted to everyone.
  const silencedNote = guestPage.getByText('The organizers have muted attendees.');
  await ownerPage.getByRole('button', { name: 'Mute attendees' }).click();
  await expect(ownerPage.getByRole('button', { name: 'Unmute attendees' })).toBeVisible();
  await expect(silencedNote).toBeVisible();
  await expect(guestMute).toBeDisabled();
  await expect(guestMute).toHaveAttribute('aria-pressed', 'true');
  await expect(ownerPage.getByRole('button', { name: /^(Mute|Unmute) M/ })).toBeEnabled();
  await ownerPage.screenshot({ path: test.info().outputPath('owner-attendees-muted.png') });
  await guestPage.screenshot({ path: test.info().outputPath('guest-silenced.png') });
  const position = adminDb().doc(`events/${event.id}/rooms/_main/positions/${guest.uid}`);
  await expect
    .poll(async () => (await position.get()).get('muted'), { timeout: 10_000 })
    .toBe(true);
  // The guest's own switch (M) does nothing while it holds.
  await guestPage.locator('.world__canvas').focus();
  await guestPage.keyboard.press('m');
  await expect(guestMute).toHaveAttribute('aria-pressed', 'true');

  await ownerPage.getByRole('button', { name: 'Unmute attendees' }).click();
  await expect(silencedNote).toHaveCount(0);
  await expect(guestMute).toBeEnabled();
  await expect(guestMute).toHaveAttribute('aria-pressed', 'false');
  expect((await adminDb().doc(`events/${event.id}`).get()).get('attendeesMuted')).toBe(false);
});

test('a name or an avatar opens the user popup; an event admin sets someone offline from it and their avatar leaves the room', async ({
  ownerAndGuest,
}) => {
  test.setTimeout(120_000);
  const { guest, ownerPage, guestPage } = ownerAndGuest;
  await adminDb()
    .doc(`profiles/${guest.uid}`)
    .set({ name: 'Gwen Guest', pronouns: 'she/her', bio: 'Likes otters.' });
  await expect.poll(async () => (await remotesOf(ownerPage)).length).toBe(1);
  // The guest stands 5 m in front of the owner (the camera looks north, -y, from behind).
  const owner = await playerOf(ownerPage);
  await walkUntilThere(guestPage, owner.x, owner.y - 5);
  await expect
    .poll(async () => {
      const [seen] = await remotesOf(ownerPage);
      return seen ? Math.hypot(seen.x - owner.x, seen.y - (owner.y - 5)) < 0.3 : false;
    })
    .toBe(true);

  // An attendee sees the popup without any admin action.
  await guestPage.getByRole('button', { name: 'Attendees', exact: true }).click();
  await guestPage
    .getByRole('list', { name: 'Online attendees' })
    .getByRole('button', { name: 'Owner' })
    .click();
  const ownerPopup = guestPage.getByRole('dialog', { name: 'Owner' });
  // The creator's status names them the event's organiser (issue 30 #16), not 'Attendee'.
  await expect(ownerPopup).toContainText('StatusEvent Organizer');
  await expect(ownerPopup.getByRole('button', { name: /Set offline|Ban|Edit roles/ })).toHaveCount(
    0,
  );
  await ownerPopup.getByRole('button', { name: 'Close' }).click();
  await expect(ownerPopup).toHaveCount(0);

  // The owner clicks the guest's animal, just under its name tag: the popup opens over the
  // attendees list (which holds the actions), and the owner did not walk.
  const tag = await ownerPage.locator('.world__name-tag', { hasText: /^Guest/ }).boundingBox();
  if (!tag) throw new Error('No name tag for the guest');
  const before = await playerOf(ownerPage);
  await ownerPage.mouse.click(tag.x + tag.width / 2, tag.y + tag.height + 25);
  const people = ownerPage.getByRole('dialog', { name: 'Attendees' });
  const popup = ownerPage.getByRole('dialog', { name: 'Guest' });
  await expect(popup).toBeVisible();
  expect(await playerOf(ownerPage)).toEqual(before);
  await expect(popup).toContainText('StatusAttendee');
  await expect(popup).toContainText('Pronounsshe/her');
  await expect(popup).toContainText('Likes otters.');
  await expect(popup).toContainText('Gwen Guest');
  // Kept for a person to look at (test-results/ is not committed).
  await popup.screenshot({ path: 'test-results/user-popup.png' });
  await popup.getByRole('button', { name: 'Set offline' }).click();
  await expect(popup).toHaveCount(0);
  await expect(people.getByRole('list', { name: 'Offline attendees' })).toContainText('Guest');
  await expect(people.getByRole('list', { name: 'Online attendees' })).not.toContainText('Guest');
  // The guest's avatar leaves the owner's world at once.
  await expect.poll(async () => (await remotesOf(ownerPage)).length).toBe(0);
});

test('an organiser closes the event and gives a guest early access from the attendees panel; the refused guest then enters', async ({
  ownerAndGuest,
}) => {
  // Two people join, the event closes, the guest is refused, then let back in: about a minute.
  test.setTimeout(120_000);
  const { guest, event, ownerPage, guestPage } = ownerAndGuest;
  await ownerPage.getByRole('button', { name: 'Organizer' }).click();
  await ownerPage.getByRole('menuitem', { name: 'Event permissions' }).click();
  const permissions = ownerPage.getByRole('dialog', { name: 'Event permissions' });
  await permissions.getByRole('button', { name: 'Close event' }).click();
  await expect(permissions.getByText('Event is currently closed')).toBeVisible();
  await ownerPage.keyboard.press('Escape');
  await expect(permissions).toHaveCount(0);

  const closed = guestPage.getByRole('heading', {
    name: 'Stay tuned. This event is not open yet.',
  });
  await guestPage.reload();
  await expect(closed).toBeVisible();

  await ownerPage.getByRole('button', { name: 'Attendees', exact: true }).click();
  const people = ownerPage.getByRole('dialog', { name: 'Attendees' });
  // Online or already counted as left: their name opens their popup either way.
  await people.getByRole('button', { name: /^Guest/ }).click();
  const popup = ownerPage.getByRole('dialog', { name: 'Guest', exact: true });
  await expect(
    popup.getByText('The event is closed: only organizers and people with early access can enter.'),
  ).toBeVisible();
  await popup.getByRole('button', { name: 'Give early access' }).click();
  // The callable's first call in a run starts its instance: on a loaded machine, over 15 s.
  await expect(popup.getByRole('button', { name: 'Remove early access' })).toBeVisible({
    timeout: 60_000,
  });
  await expect
    .poll(async () =>
      (await adminDb().doc(`events/${event.id}/members/${guest.uid}`).get()).get('earlyAccess'),
    )
    .toBe(true);

  await guestPage.getByRole('button', { name: 'Try again' }).click();
  await expect(closed).toHaveCount(0);
  // A returning member may be asked their name again, or go straight in.
  const form = guestPage.getByRole('dialog', { name: `Join ${event.name}` });
  const inWorld = () => Boolean(window.__menagerie);
  await expect
    .poll(async () => (await form.isVisible()) || (await guestPage.evaluate(inWorld)), {
      timeout: 30_000,
    })
    .toBe(true);
  if (await form.isVisible()) await joinEventFromForm(guestPage, event.name, 'Guest');
  await guestPage.waitForFunction(inWorld, undefined, { timeout: 30_000 });
});

test('an organiser gives early access by e-mail to someone who never came; they enter the closed event', async ({
  page,
  browser,
  ownEvent,
}) => {
  test.setTimeout(120_000);
  const { event } = ownEvent;
  const newcomer = await createAccount();
  await page.getByRole('button', { name: 'Organizer' }).click();
  await page.getByRole('menuitem', { name: 'Event permissions' }).click();
  const permissions = page.getByRole('dialog', { name: 'Event permissions' });
  await permissions.getByRole('button', { name: 'Close event' }).click();
  await expect(permissions.getByText('Event is currently closed')).toBeVisible();
  const early = permissions.getByRole('form', { name: 'Early access' });
  const field = early.getByLabel('E-mail of their account');

  // Not an address: said at the field, nothing sent.
  await field.fill('not an address');
  await early.getByRole('button', { name: 'Give early access' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  // No account with it: the callable says so.
  await field.fill('nobody-at-all@example.com');
  await early.getByRole('button', { name: 'Give early access' }).click();
  await expect(early.getByRole('alert')).toHaveText(
    'No account uses this e-mail address. Ask them to sign up first, then give them early access.',
    { timeout: 60_000 },
  );
  await expectNoViolations(page, 'early access by e-mail');

  await field.fill(newcomer.email.toUpperCase());
  await early.getByRole('button', { name: 'Give early access' }).click();
  await expect(early.getByRole('status')).toHaveText(
    `${newcomer.email} has early access: they can join while the event is closed.`,
    { timeout: 60_000 },
  );
  await page.screenshot({ path: 'test-results/early-access-by-email.png' });

  const newcomerPage = await (await browser.newContext()).newPage();
  await signIn(newcomerPage, `/event/${event.slug}`, newcomer);
  await joinEventFromForm(newcomerPage, event.name, 'Newcomer');
});
