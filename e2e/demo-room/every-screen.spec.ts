import type { TestInfo } from '@playwright/test';
import { expectNoViolations } from '../axe';
import { expect, test, type Locator, type Page } from '../base';
import {
  addPresentPerson,
  createAccount,
  createEvent,
  joinEventFromForm,
  signIn,
  type EventFixture,
} from '../fixtures';
import { checkScreen, escapeCloses, LAPTOP, PHONE } from '../layout';
import { adminDb, waitForWorld, walkUntilThere } from '../support';

// Every route and dialog an attendee, an organiser and staff reach, on a phone (390 x 844) and
// a laptop (1280 x 800): nothing scrolls sideways, nothing reachable is cut off or covered
// (e2e/layout.ts), a screenshot of each is kept, and every dialog, panel and menu closes with
// Escape (the top one only), giving the focus back to what opened it. With the longest names
// people can give, right-to-left text and emoji where names are shown.

/** The widest name the forms take: 48 characters without a break. */
const LONG = 'W'.repeat(48);
const OTHERS = [`${'M'.repeat(47)}2`, 'مرحبا بالعالم שלום עולם', '🦊🐸🦉 Emoji person 👩‍👩‍👧'];
const NEAR_SPAWN = [
  { x: 510, y: 512 },
  { x: 514, y: 510 },
  { x: 512, y: 515 },
];

/** People of `OTHERS` online in the event and standing near the spawn of `roomId`. */
function peopleIn(eventId: string, roomId: string) {
  return Promise.all(
    OTHERS.map((name, i) => addPresentPerson(eventId, name, { roomId, ...NEAR_SPAWN[i]! })),
  );
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Opens a menu's item and checks the dialog it opens; Escape closes it onto the menu button. */
async function menuDialog(page: Page, info: TestInfo, menu: string, item: string, title = item) {
  await button(page, menu).click();
  await page.getByRole('menuitem', { name: item }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await checkScreen(page, info, title, dialog);
  await escapeCloses(page, dialog, button(page, menu));
  return dialog;
}

/** Opens a panel or dialog with its button, checks it, and closes it with Escape. */
async function opened(page: Page, info: TestInfo, opener: Locator, layer: Locator, as: string) {
  await opener.click();
  await checkScreen(page, info, as, layer);
  await escapeCloses(page, layer, opener);
}

test('signed out and as an attendee: the account pages, the gates and the world', async ({
  page,
}, info) => {
  test.setTimeout(300_000);
  await page.goto('/signin');
  await checkScreen(page, info, 'sign-in', page.getByRole('heading', { name: /^Sign in/ }));
  await page.getByRole('button', { name: 'No account yet? Sign up' }).click();
  await checkScreen(page, info, 'sign-up', page.getByRole('heading', { name: /^Create your/ }));
  for (const path of ['/terms', '/privacy']) {
    await page.goto(path);
    await checkScreen(page, info, path, page.getByRole('heading', { level: 1 }));
  }

  const me = await createAccount();
  const host = (await createAccount()).uid;
  const gates: [string, Promise<EventFixture> | string][] = [
    ['This event is protected by a password.', createEvent(host, { accessType: 'password' })],
    ['You must be invited to access this event.', createEvent(host, { accessType: 'invite' })],
    ['Stay tuned. This event is not open yet.', createEvent(host, { isClosed: true })],
    ['This event has been archived.', createEvent(host, {}, { archived: true })],
    ["This event doesn't exist.", 'no-such-event'],
  ];
  for (const [index, [text, event]] of gates.entries()) {
    const path = `/event/${typeof event === 'string' ? event : (await event).slug}`;
    if (index === 0) await signIn(page, path, me);
    else await page.goto(path);
    await checkScreen(page, info, `gate: ${text}`, page.getByRole('heading', { name: text }));
  }

  const joined = await createEvent(host);
  await adminDb()
    .doc(`profiles/${me.uid}`)
    .set({
      createdEvents: { 'made-1': { name: LONG, slug: 'x'.repeat(48) } },
      joinedEvents: { [joined.id]: { name: OTHERS[0], slug: joined.slug } },
    });
  await page.goto('/');
  await checkScreen(page, info, 'dashboard', page.getByRole('link', { name: LONG }));
  await page.goto('/user/profile');
  await checkScreen(page, info, 'profile page', page.getByLabel('Nickname (required)'));
  await page.goto('/user/billing');
  await checkScreen(page, info, 'billing', page.getByRole('heading', { name: /Billing/ }));
  // An account without an invitation code is told what it needs before any form.
  await page.goto('/create-event');
  await checkScreen(
    page,
    info,
    'create event (no permission)',
    page.getByRole('textbox', { name: 'Invitation code' }),
  );

  const people = await peopleIn(joined.id, '_main');
  await page.goto(`/event/${joined.slug}`);
  const form = page.getByRole('dialog', { name: `Join ${joined.name}` });
  await checkScreen(page, info, 'join form', form);
  await form.getByLabel('Your Name').fill(LONG);
  await form.getByRole('button', { name: 'Join now' }).click();
  const picker = page.getByRole('dialog', { name: 'Pick your animal' });
  await checkScreen(page, info, 'animal picker', picker.getByRole('radio', { checked: true }));
  await picker.getByRole('button', { name: "Let's go!" }).press('Enter');
  await waitForWorld(page);
  await checkScreen(page, info, 'the world', button(page, 'Menu'));

  await opened(page, info, button(page, 'Menu'), page.getByRole('menu'), 'attendee menu');
  await menuDialog(page, info, 'Menu', 'Edit profile');
  const animal = await menuDialog(page, info, 'Menu', 'Change animal avatar');
  // Closed by its own button, too, the focus goes back to the menu's button.
  await button(page, 'Menu').click();
  await page.getByRole('menuitem', { name: 'Change animal avatar' }).click();
  await animal.getByRole('button', { name: 'Cancel' }).click();
  await expect(animal).toHaveCount(0);
  await expect(button(page, 'Menu')).toBeFocused();
  await menuDialog(page, info, 'Menu', 'Change microphone input');
  const chat = page.getByRole('button', { name: /^Chat/ });
  await opened(page, info, chat, page.getByRole('region', { name: 'Chat' }), 'chat');
  const nearby = page.getByRole('region', { name: 'Nearby' });
  await button(page, 'Nearby').click();
  await expect(nearby.getByRole('button', { name: /^Walk to/ })).toHaveCount(3);
  await checkScreen(page, info, 'nearby', nearby);
  await expectNoViolations(page, 'the Nearby panel');
  await escapeCloses(page, nearby, button(page, 'Nearby'));
  const map = page.getByRole('dialog', { name: 'Map' });
  await opened(page, info, button(page, 'Map'), map, 'map');

  await button(page, 'Attendees').click();
  const attendees = page.getByRole('dialog', { name: 'Attendees' });
  const name = attendees.getByRole('button', { name: OTHERS[1], exact: true });
  await checkScreen(page, info, 'attendees', name);
  await name.click();
  const popup = page.getByRole('dialog', { name: OTHERS[1] });
  await checkScreen(page, info, 'user popup', popup);
  await escapeCloses(page, popup, name, attendees);
  await escapeCloses(page, attendees, button(page, 'Attendees'));
  await Promise.all(people.map((person) => person.remove()));
});

test('as the organiser: the stage card, the organiser menu, its dialogs and moderation', async ({
  page,
}, info) => {
  test.setTimeout(300_000);
  const owner = await createAccount();
  const event = await createEvent(owner.uid);
  const rooms = adminDb().collection(`events/${event.id}/rooms`);
  await rooms.doc('_main').collection('instances').doc('stage').set({
    assetId: 'stage',
    assetType: 'interactive',
    x: 512,
    y: 512,
    angle: 0,
    props: {},
  });
  await rooms.doc('long').set({ name: LONG, audioAttenuation: null, audioRolloff: null });
  const people = await peopleIn(event.id, '_main');
  await signIn(page, `/event/${event.slug}`, owner);
  await joinEventFromForm(page, event.name, LONG);

  await walkUntilThere(page, 512, 512);
  const stage = page.getByRole('region', { name: 'Global stage' });
  await checkScreen(page, info, 'the world with the stage card', stage);

  const organiser = button(page, 'Organizer');
  await opened(page, info, organiser, page.getByRole('menu'), 'organiser menu');
  await menuDialog(page, info, 'Organizer', 'Event settings');
  await organiser.click();
  await page.getByRole('menuitem', { name: 'Event permissions' }).click();
  const permissions = page.getByRole('dialog', { name: 'Event permissions' });
  for (const access of ['Password protected', 'Invite only']) {
    await permissions.getByRole('radio', { name: access }).check();
    await checkScreen(page, info, `event permissions: ${access}`, permissions);
  }
  await permissions.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(permissions).toHaveCount(0);
  await expect(organiser).toBeFocused();

  await organiser.click();
  await page.getByRole('menuitem', { name: 'Edit rooms' }).click();
  const roomsDialog = page.getByRole('dialog', { name: 'Edit rooms' });
  const editLong = roomsDialog.getByRole('button', { name: `Edit ${LONG}` });
  await checkScreen(page, info, 'edit rooms', editLong);
  await editLong.click();
  const editRoom = page.getByRole('dialog', { name: 'Edit room', exact: true });
  await checkScreen(page, info, 'edit room', editRoom);
  await escapeCloses(page, editRoom, editLong, roomsDialog);
  const create = roomsDialog.getByRole('button', { name: 'Create new room' });
  await create.click();
  const createRoom = page.getByRole('dialog', { name: 'Create new room' });
  await checkScreen(page, info, 'create new room', createRoom);
  await escapeCloses(page, createRoom, create, roomsDialog);
  await escapeCloses(page, roomsDialog, organiser);

  const editor = page.getByRole('region', { name: 'Room editor' });
  await opened(page, info, button(page, 'Editor'), editor, 'room editor');

  await button(page, 'Attendees').click();
  const attendees = page.getByRole('dialog', { name: 'Attendees' });
  const row = attendees.getByRole('listitem').filter({ hasText: OTHERS[0]! });
  const name = row.getByRole('button', { name: OTHERS[0], exact: true });
  await checkScreen(page, info, 'attendees with moderation', name);
  const editRoles = row.getByRole('button', { name: 'Edit roles' });
  await editRoles.click();
  const roles = page.getByRole('dialog', { name: `Edit roles of ${OTHERS[0]}` });
  await checkScreen(page, info, 'edit roles', roles);
  await escapeCloses(page, roles, editRoles, attendees);
  const ban = row.getByRole('button', { name: 'Ban', exact: true });
  await ban.click();
  const confirm = page.getByRole('dialog', { name: `Ban ${OTHERS[0]}?` });
  await checkScreen(page, info, 'ban confirmation', confirm);
  await escapeCloses(page, confirm, ban, attendees);
  // On a phone one 'Actions' button stands for a row's three: it opens the popup that has them.
  await page.setViewportSize(PHONE);
  await expect(editRoles).toBeHidden();
  await expectNoViolations(page, 'the attendees on a phone');
  const more = row.getByRole('button', { name: `Actions for ${OTHERS[0]}` });
  await more.click();
  const popup = page.getByRole('dialog', { name: OTHERS[0] });
  await checkScreen(page, info, 'popup with actions', popup.getByRole('button', { name: 'Ban' }));
  await escapeCloses(page, popup, more, attendees);
  await page.setViewportSize(LAPTOP);
  await escapeCloses(page, attendees, button(page, 'Attendees'));
  await Promise.all(people.map((person) => person.remove()));
});

test('as staff: the admin pages, and the demo with its sign-up bar', async ({ page }, info) => {
  test.setTimeout(300_000);
  const staff = await createAccount({ staff: true });
  const event = await createEvent(staff.uid);
  await signIn(page, '/', staff);
  await checkScreen(page, info, 'staff dashboard', page.getByRole('link', { name: 'Admin' }));
  const pages: [string, string | RegExp][] = [
    ['/admin', 'Admin'],
    ['/admin/users/no-such-user', 'Back to the admin pages'],
    [`/admin/event/${event.id}`, `Event id ${event.id}`],
    ['/admin/event/no-such-event', 'Back to the admin pages'],
    [`/admin/event/${event.id}/bots`, 'Bots'],
    ['/admin/email-invites', 'Email invites'],
    ['/admin/reports', 'Audio Usage Reports'],
    ['/admin/nothing-here', 'There is no admin page here.'],
    ['/create-event', 'Make a new world'],
    ['/user/profile', 'Your Profile'],
  ];
  for (const [path, shown] of pages) {
    await page.goto(path);
    await checkScreen(page, info, path, page.getByText(shown, { exact: true }).first());
  }
  // A record that does not exist offers a way back, not a retry (issue 18, item 14).
  await page.goto('/admin/users/no-such-user');
  await expect(page.getByText("This user doesn't exist.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expectNoViolations(page, 'a user who does not exist');
  await page.getByRole('link', { name: 'Back to the admin pages' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  // So does an admin address that names no page.
  await page.goto('/admin/nothing-here');
  await page.getByRole('link', { name: 'Back to the admin pages' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto(`/admin/users/${staff.uid}`);
  const revoke = page.getByRole('button', { name: 'Revoke staff' });
  await opened(page, info, revoke, page.getByRole('dialog', { name: 'Revoke staff?' }), 'revoke');

  const people = await peopleIn('demo', 'demo');
  try {
    await page.goto('/demo');
    const intro = page.getByRole('dialog', { name: /Welcome to Menagerie!/ });
    await checkScreen(page, info, 'demo intro', intro.getByRole('radio', { checked: true }));
    await intro.getByRole('button', { name: "Let's go!" }).press('Enter');
    await page
      .getByRole('dialog', { name: /^Join / })
      .getByLabel('Your Name')
      .fill(LONG);
    await page.getByRole('button', { name: 'Join now' }).click();
    await waitForWorld(page);
    const bar = page.getByRole('link', { name: 'Create your own free event' });
    await checkScreen(page, info, 'the demo world', bar);
    const nearby = page.getByRole('region', { name: 'Nearby' });
    await button(page, 'Nearby').click();
    await expect(nearby.getByRole('button', { name: `Walk to ${OTHERS[0]}` })).toBeVisible();
    await checkScreen(page, info, 'demo nearby', nearby);
    await escapeCloses(page, nearby, button(page, 'Nearby'));
    const menu = page.getByRole('menu');
    await opened(page, info, button(page, 'Organizer'), menu, 'staff organiser menu in the demo');
    await menuDialog(page, info, 'Menu', 'Change animal avatar');
  } finally {
    await Promise.all(people.map((person) => person.remove()));
  }
});
