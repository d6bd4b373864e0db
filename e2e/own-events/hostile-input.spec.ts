import { eventDisplayName } from '../../src/domain/events';
import { HOSTILE_TEXTS } from '../../src/domain/hostileText.test-helper';
import { toSlug } from '../../src/domain/slugs';
import { expect, test, type Page } from '../base';
import { createAccount, createEvent, joinEventFromForm, signIn } from '../fixtures';
import { clickIfEnabled, drive, saidAt } from '../hostile';
import { adminDb, openEditor, waitForWorld } from '../support';

// The one table of hostile strings (src/domain/hostileText.test-helper.ts) through every text
// field: refused at the field with its message, or stored and shown as typed. The validators'
// own table is src/domain/text.test.ts; this checks each field says and stores what they say.

const doc = (path: string) => adminDb().doc(path);
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('sign-up, the password gate and the profile', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/signup');
  await page.getByLabel('Password').fill('password-123');
  const signUp = page.getByRole('button', { name: 'Sign up with e-mail' });
  await drive({
    field: field(page, 'E-mail'),
    name: 'email',
    submit: () => clickIfEnabled(signUp),
  });
  // The address: a 250-character local part, 262 characters in all (item 13).
  await field(page, 'E-mail').fill(`${'l'.repeat(250)}@example.com`);
  await signUp.click();
  await expect(page.getByText('An e-mail address is at most 254 characters.')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Create your/ })).toBeVisible();

  // The longest deliverable kind of address: one line in the sidebar, all of it in its title.
  const email = `${'l'.repeat(64)}@${'d'.repeat(63)}.${'d'.repeat(63)}.example.com`;
  const me = await createAccount({ email });
  const owner = await createAccount();
  const gated = await createEvent(owner.uid, { accessType: 'password' }, { eventPassword: 'pw' });
  await signIn(page, `/event/${gated.slug}`, me);
  await drive({ field: field(page, 'Event password'), name: 'eventPassword' });

  await page.goto('/user/profile');
  const identity = page.getByRole('link', { name: email }).locator('span[title]');
  await expect(identity).toHaveAttribute('title', email);
  const [cut, lineHeight] = await identity.evaluate((el) => [
    el.scrollWidth > el.clientWidth,
    el.getBoundingClientRect().height,
  ]);
  expect(cut).toBe(true);
  expect(lineHeight).toBeLessThan(30);

  const save = page.getByRole('button', { name: 'Save' });
  await field(page, 'Nickname (required)').fill('Kit');
  const fields = [
    ['profileName', 'Name', 'name'],
    ['profilePronouns', 'Pronouns', 'pronouns'],
    ['profileBio', 'Bio', 'bio'],
    ['profileNickname', 'Nickname (required)', 'nickname'],
  ] as const;
  for (const [name, label, key] of fields) {
    await drive({
      field: field(page, label),
      name,
      submit: () => save.click(),
      stored: async (kept) => {
        await expect(page.getByRole('status').filter({ hasText: 'Profile saved.' })).toBeVisible();
        await expect
          .poll(async () => (await doc(`profiles/${me.uid}`).get()).get(key))
          .toBe(kept.trim());
        await expect(field(page, label)).toHaveValue(kept.trim());
      },
    });
    await field(page, label).fill(key === 'nickname' ? 'Kit' : '');
  }
});

test('creating an event: its name and URL', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, '/create-event', await createAccount({ staff: true }));
  const name = field(page, 'Event name');
  const url = field(page, 'Event URL');
  // A blank name gives no '----' but a generated URL (items 6 and 7: the slug rule).
  await name.fill('     ');
  await expect(url).toHaveValue('');
  await expect(page.getByText('A URL will be generated for you.')).toBeVisible();
  await name.fill('<b>QA</b> Fest 🦊 & friends');
  await expect(url).toHaveValue('b-qa-b-fest-friends');
  await name.fill('café-ñ-日本');
  await expect(url).toHaveValue('cafe-n-日本');
  // Letters of every script stay (issue 30 #20: only the markup words were left).
  await name.fill('مؤتمر <script>alert(1)</script>');
  await expect(url).toHaveValue('مؤتمر-script-alert-1-script');
  // Such an event opens at its URL (percent-encoded in the address bar).
  const arabic = `مؤتمر ${Date.now().toString(36)}`;
  await name.fill(arabic);
  await expect(url).toHaveValue(toSlug(arabic));
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByRole('dialog', { name: `Join ${arabic}` })).toBeVisible();
  expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/event/${toSlug(arabic)}`);

  await page.goto('/create-event');
  await drive({
    field: url,
    name: 'eventUrl',
    stored: async (kept) => {
      const slug = toSlug(kept);
      await expect(
        page.getByText(slug ? `/event/${slug}` : 'A URL will be generated for you.'),
      ).toBeVisible();
    },
  });
  let created = 0;
  await drive({
    field: name,
    name: 'newEventName',
    // Each accepted name gets a URL of its own (a retry must not find it taken).
    submit: async () => {
      await url.fill(`hostile-${Date.now().toString(36)}-${(created += 1)}`);
      await page.getByRole('button', { name: 'Create event' }).click();
    },
    stored: async (kept) => {
      await expect(page).toHaveURL(/\/event\/hostile-/);
      const slug = new URL(page.url()).pathname.split('/').pop()!;
      const id = (await doc(`slugs/${slug}`).get()).get('eventId') as string;
      expect((await doc(`events/${id}`).get()).get('name')).toBe(kept.trim());
      const shown = eventDisplayName({ id, name: kept.trim() || null, slug });
      await expect(page.getByRole('dialog', { name: `Join ${shown}` })).toBeVisible();
      await page.goto('/create-event');
    },
  });
});

test('in the event: joining, the chat, event settings and permissions, rooms and sign posts', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const owner = await createAccount();
  const event = await createEvent(owner.uid);
  const room = `events/${event.id}/rooms/_main`;
  await doc(`${room}/instances/sign`).set({
    assetId: 'signPost',
    assetType: 'interactive',
    x: 512,
    y: 512,
    angle: 0,
    props: { _label: '', _message: '' },
  });
  await signIn(page, `/event/${event.slug}`, owner);
  const join = page.getByRole('button', { name: 'Join now' });
  await drive({
    field: field(page, 'Your Name'),
    name: 'joinName',
    stored: () => expect(join).toBeEnabled(),
  });
  await joinEventFromForm(page, event.name, HOSTILE_TEXTS.html);
  // The world opens while the join is on its way (EventShell): its write lands meanwhile.
  await expect
    .poll(async () => (await doc(`events/${event.id}/users/${owner.uid}`).get()).get('name'))
    .toBe(HOSTILE_TEXTS.html);

  await page.getByRole('button', { name: /^Chat/ }).click();
  const message = page.getByRole('textbox', { name: 'Message' });
  await drive({
    field: message,
    name: 'chatMessage',
    submit: () => message.press('Enter'),
    stored: async (kept) => {
      await expect(message).toHaveValue('');
      await expect(page.getByRole('log', { name: 'Messages' })).toContainText(kept.trim());
    },
  });
  await message.press('Escape');

  const organiser = page.getByRole('button', { name: 'Organizer' });
  const open = async (item: string) => {
    const dialog = page.getByRole('dialog', { name: item });
    if (await dialog.isVisible()) return dialog;
    await organiser.click();
    await page.getByRole('menuitem', { name: item }).click();
    return dialog;
  };
  const settings = await open('Event settings');
  let saved = false;
  const saveSettings = async () => {
    saved = await clickIfEnabled(settings.getByRole('button', { name: 'Save' }));
  };
  // A blank name is shown by the reference's display rule, and the field says so (item 1).
  await field(page, 'Event name').fill('');
  await expect(
    settings.getByText(`Without a name, the event is shown as 'Event /${event.slug}'.`),
  ).toBeVisible();
  // A save closes the dialog (once the callable answers): it opens again for the next string.
  const stored = async (key: string, value: unknown) => {
    if (saved) await expect(settings).toHaveCount(0);
    await expect.poll(async () => (await doc(`events/${event.id}`).get()).get(key)).toBe(value);
    await open('Event settings');
  };
  await drive({
    field: field(page, 'Event name'),
    name: 'eventName',
    submit: saveSettings,
    stored: (kept) => stored('name', kept.trim()),
  });
  await drive({
    field: field(page, 'Payment pointer'),
    name: 'paymentPointer',
    submit: saveSettings,
    stored: (kept) => stored('paymentPointer', kept.trim() || null),
  });
  await drive({ field: field(page, 'Event URL'), name: 'eventUrl' });
  await page.keyboard.press('Escape');

  const permissions = await open('Event permissions');
  const saveButton = permissions.getByRole('button', { name: 'Save access' });
  const saveAccess = () => clickIfEnabled(saveButton);
  // Stored, and the form has caught up: not saving ('Saving...'), nothing left to save.
  const restricted = (key: string) => async (value: string | null) => {
    const read = async () => (await doc(`events/${event.id}/restricted/access`).get()).get(key);
    await expect.poll(read).toBe(value);
    await expect(saveButton).toBeDisabled();
  };
  await permissions.getByRole('radio', { name: 'Password protected' }).check();
  await drive({
    field: field(page, 'Event password'),
    name: 'eventPassword',
    submit: saveAccess,
    stored: (kept) => restricted('eventPassword')(kept),
  });
  await permissions.getByRole('radio', { name: 'Invite only' }).check();
  // Invite only has no text of its own (no Google Sheet id: issue 29 #8); saved, the approved
  // e-mails' field appears.
  await saveButton.click();
  await expect(permissions.getByText('Access saved.')).toBeVisible();
  const approved = field(page, 'Approved e-mails');
  await approved.fill(`ok@example.com, ${HOSTILE_TEXTS.html}`);
  expect(await saidAt(approved)).toContain(`Not a valid e-mail address: ${HOSTILE_TEXTS.html}`);
  await expect(permissions.getByRole('button', { name: 'Add e-mails' })).toBeDisabled();
  await page.keyboard.press('Escape');

  const rooms = await open('Edit rooms');
  const edit = page.getByRole('dialog', { name: 'Edit room', exact: true });
  const editRoom = async () => {
    if (!(await edit.isVisible())) await rooms.getByRole('button', { name: /^Edit / }).click();
  };
  await editRoom();
  await drive({
    field: field(page, 'Room name'),
    name: 'roomName',
    submit: async () => {
      saved = await clickIfEnabled(edit.getByRole('button', { name: 'Save', exact: true }));
    },
    stored: async (kept) => {
      // A save goes back to the list: the room's form opens again for the next string.
      if (saved) await expect(edit).toHaveCount(0);
      await expect.poll(async () => (await doc(room).get()).get('name')).toBe(kept.trim());
      await expect(rooms.getByRole('list', { name: 'Rooms' })).toContainText(kept.trim());
      await editRoom();
    },
  });
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  const panel = await openEditor(page);
  await panel.getByRole('radio', { name: 'Edit' }).check();
  await panel.getByRole('button', { name: 'Edit Sign post' }).click();
  const form = panel.getByRole('form', { name: 'Sign post' });
  const saveSign = async () => {
    const save = form.getByRole('button', { name: 'Save changes' });
    if ((await save.count()) > 0 && (await save.isEnabled())) await save.click();
  };
  // Stored, and the form has caught up: it reads Done (nothing left to save).
  const signProp = (key: string) => async (value: string) => {
    const read = async () => (await doc(`${room}/instances/sign`).get()).get(`props.${key}`);
    await expect.poll(read).toBe(value);
    await expect(form.getByRole('button', { name: 'Done' })).toBeEnabled();
  };
  await drive({
    field: form.getByLabel('Title'),
    name: 'signTitle',
    submit: saveSign,
    stored: (kept) => signProp('_label')(kept.trim()),
  });
  await drive({
    field: form.getByLabel('Message'),
    name: 'signMessage',
    submit: saveSign,
    stored: (kept) => signProp('_message')(kept.trim()),
  });
});

test("staff: the closing announcement, invitations, and an unnamed event's admin page", async ({
  page,
}) => {
  const staff = await createAccount({ staff: true });
  const event = await createEvent(staff.uid);
  await doc(`events/${event.id}`).update({ name: '' });
  await signIn(page, `/admin/event/${event.id}`, staff);
  // Shown by the display rule, never as a blank (item 1).
  await expect(page.locator('dt', { hasText: 'Name' }).locator('+ dd')).toHaveText(
    `Event /${event.slug}`,
  );

  // Checked at the field only: settings/global is shared by the tests running beside this one.
  await page.goto('/admin');
  await drive({
    field: field(page, 'Announcement text (empty hides the announcement)'),
    name: 'announcementText',
  });
  await drive({
    field: field(page, 'Learn more link (https://… or a path such as /terms)'),
    name: 'announcementLink',
  });
  await page.goto('/admin/email-invites');
  const addresses = field(page, 'Addresses to invite');
  await addresses.fill(`ok@example.com\n${HOSTILE_TEXTS.emoji}`);
  await addresses.blur();
  expect(await saidAt(addresses)).toContain(`Not a valid e-mail address: ${HOSTILE_TEXTS.emoji}`);
});

test('ids typed into account addresses that cannot name a document are pages not found', async ({
  page,
}) => {
  const staff = await createAccount({ staff: true });
  const event = await createEvent(staff.uid);
  await signIn(page, '/admin', staff);
  for (const address of [
    '/admin/asset/..%2Fx',
    '/admin/asset/a%2Fb',
    '/admin/event/..%2Fx',
    `/admin/event/${event.id}%2Fbots`,
    '/admin/users/..%2Fx',
    '/user/billing/account/..%2Fx',
    '/user/billing/upgrade-event/a%2Fb',
  ]) {
    await page.goto(address);
    // Said, with the way back, inside the account pages (not Firestore's raw error).
    await expect(page.getByRole('heading', { name: 'Page not found' }), address).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toBeVisible();
    await expect(page.getByText(/Invalid document reference/)).toHaveCount(0);
  }
  // A real id still opens its page.
  await page.goto(`/admin/event/${event.id}`);
  await expect(page.getByRole('heading', { name: 'Event', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
});

test('an event address that cannot name an event says the event does not exist, with the way back', async ({
  page,
}) => {
  const account = await createAccount();
  await signIn(page, '/event/..%2Fx', account);
  await expect(page.getByText("This event doesn't exist.")).toBeVisible();
  await expect(page.getByRole('link', { name: /dashboard/i })).toBeVisible();
  await expect(page.getByText('Not a valid id.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});

test('a room segment that cannot name a room opens the main room, not a world loading for ever', async ({
  page,
}) => {
  const account = await createAccount();
  const event = await createEvent(account.uid);
  await signIn(page, `/event/${event.slug}/..%2F..%2Fx`, account);
  await joinEventFromForm(page, event.name, 'Wanderer');
  await waitForWorld(page);
  await expect(page.getByText('Loading the world...')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect
    .poll(async () =>
      (await adminDb().doc(`events/${event.id}/users/${account.uid}`).get()).get('currentRoom'),
    )
    .toBe('_main');
});
