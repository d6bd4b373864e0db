import { expectNoViolations } from '../axe';
import type { Route } from '@playwright/test';
import { expect, test, type Page } from '../base';
import { adminDb } from '../support';
import { instanceDoc, roomDoc, sessionsCollection } from '../../src/domain/protocol/paths';

// The browser's zone differs from the event's: the times typed are Tokyo's whatever it is.
test.use({ timezoneId: 'America/New_York' });

/** A Tokyo wall time on 2030-06-01 (UTC+9 all year) as the instant the programme stores. */
const tokyo = (hour: number, minute = 0) => Date.UTC(2030, 5, 1, hour - 9, minute);

async function openMenuItem(page: Page, item: string) {
  await page.getByRole('button', { name: 'Organizer' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Fills the open session form and saves it; the form closes and the editor says so. */
async function addSession(
  page: Page,
  session: { title: string; starts: string; ends: string; room?: string; screen?: string },
) {
  await page.getByRole('button', { name: 'Add session' }).click();
  const form = page.getByRole('dialog', { name: 'Add session' });
  await form.getByLabel('Title').fill(session.title);
  await form.getByLabel('Starts').fill(`2030-06-01T${session.starts}`);
  await form.getByLabel('Ends').fill(`2030-06-01T${session.ends}`);
  if (session.room) await form.getByLabel('Room').selectOption({ label: session.room });
  if (session.screen) await form.getByLabel('Screen').selectOption({ label: session.screen });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('status').getByText(`Saved ${session.title}.`)).toBeVisible();
}

test("an organiser sets the event's zone and builds a programme of three sessions in two rooms", async ({
  page,
  ownEvent,
}) => {
  test.setTimeout(90_000);
  const { event } = ownEvent;
  const db = adminDb();
  await db.doc(roomDoc(event.id, 'poster-hall')).set({
    name: 'Poster hall',
    audioAttenuation: null,
    audioRolloff: null,
  });
  // Removed while a form names it (a refusal of the callable, shown at its field).
  await db.doc(roomDoc(event.id, 'annex')).set({
    name: 'Annex',
    audioAttenuation: null,
    audioRolloff: null,
  });
  await db.doc(instanceDoc(event.id, 'poster-hall', 'screen-a')).set({
    assetId: 'videoScreen',
    assetType: 'interactive',
    x: 10,
    y: 10,
    angle: 0,
    created: 0,
    props: { _videoUrl: 'https://example.com/media/talk.mp4', _videoVolume: 50 },
  });

  // Event settings: no zone yet, the browser's shown; Tokyo chosen and saved.
  await openMenuItem(page, 'Event settings');
  const settings = page.getByRole('dialog', { name: 'Event settings' });
  const zone = settings.getByLabel('Time zone');
  await expect(zone).toHaveValue('America/New_York');
  await expect(
    settings.getByText(/Not set yet: America\/New_York is your browser's/),
  ).toBeVisible();
  await expect(settings.getByRole('button', { name: 'Save' })).toBeDisabled();
  await zone.selectOption('Asia/Tokyo');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings).toHaveCount(0);
  expect((await db.doc(`events/${event.id}`).get()).get('timeZone')).toBe('Asia/Tokyo');

  // The organiser's numbers are one item away, in a new tab (insights.spec.ts opens the page).
  await page.getByRole('button', { name: 'Organizer' }).click();
  await expect(page.getByRole('menuitem', { name: 'Insights' })).toHaveAttribute(
    'href',
    `/event/${event.id}/insights`,
  );
  await page.keyboard.press('Escape');
  await openMenuItem(page, 'Edit programme');
  const editor = page.getByRole('dialog', { name: 'Edit programme' });
  await expect(editor.getByText('No sessions yet. Add the first one.')).toBeVisible();
  await expect(editor.getByText('0 of 200 sessions')).toBeVisible();
  await expect(
    editor.getByText("Times are in Asia/Tokyo, the event's time zone (Event settings)."),
  ).toBeVisible();
  await expectNoViolations(page, 'Edit programme, empty');

  // The form's errors, each at its field, after a save attempt; nothing is sent.
  await editor.getByRole('button', { name: 'Add session' }).click();
  const form = page.getByRole('dialog', { name: 'Add session' });
  await expect(form.getByLabel('Room')).toHaveValue('_main');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Title')).toBeFocused();
  await expect(form.getByText('Give the session a title.')).toBeVisible();
  await form.getByLabel('Title').fill('Opening');
  await form.getByLabel('Starts').fill('2030-06-01T10:00');
  await form.getByLabel('Ends').fill('2030-06-01T09:00');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('The session must end after it starts')).toBeVisible();
  await expect(form.getByLabel('Ends')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Give the session a title.')).toHaveCount(0);
  await expectNoViolations(page, 'Add session, with errors');
  await form.getByLabel('Ends').fill('2030-06-01T11:00');
  await form.getByLabel('Speakers').fill('Ada Lovelace\nGrace Hopper');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  // The focus is back where the form was opened from.
  await expect(editor.getByRole('button', { name: 'Add session' })).toBeFocused();

  await addSession(page, {
    title: 'Posters A–F',
    starts: '11:00',
    ends: '12:30',
    room: 'Poster hall',
    screen: 'Screen 1 (talk.mp4)',
  });
  await addSession(page, { title: 'Closing', starts: '13:00', ends: '13:30' });

  const list = editor.getByRole('list', { name: 'Sessions' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('heading')).toHaveText(['Opening', 'Posters A–F', 'Closing']);
  await expect(list.getByRole('listitem').nth(1)).toContainText('Sat, 1 Jun 2030, 11:00–12:30');
  await expect(list.getByRole('listitem').nth(1)).toContainText('Poster hall');
  await expect(list.getByRole('listitem').nth(0)).toContainText('With Ada Lovelace, Grace Hopper');
  await expect(editor.getByText('3 of 200 sessions')).toBeVisible();
  await expectNoViolations(page, 'Edit programme, three sessions');
  await page.screenshot({ path: test.info().outputPath('programme-editor.png') });

  // Edit: the form holds the saved values in Tokyo's time.
  await list.getByRole('button', { name: 'Edit Closing' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit session' });
  await expect(edit.getByLabel('Starts')).toHaveValue('2030-06-01T13:00');
  await edit.getByLabel('Title').fill('Closing words');
  await edit.getByLabel('Ends').fill('2030-06-01T14:00');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toHaveCount(0);
  await expect(list.getByRole('button', { name: 'Edit Closing words' })).toBeFocused();
  await expect(list.getByRole('listitem').nth(2)).toContainText('13:00–14:00');

  // Delete, after the confirmation.
  await list.getByRole('button', { name: 'Delete Opening' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete session' });
  await expect(confirm).toContainText(
    'Delete “Opening”? Attendees will no longer see it in the programme.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(editor.getByText('2 of 200 sessions')).toBeVisible();

  // Stored: the Tokyo times typed, as UTC instants, whatever the browser's zone.
  const stored = await db.collection(sessionsCollection(event.id)).orderBy('startsAt').get();
  expect(stored.docs.map((doc) => doc.data())).toEqual([
    expect.objectContaining({
      title: 'Posters A–F',
      startsAt: tokyo(11),
      endsAt: tokyo(12, 30),
      roomId: 'poster-hall',
      screenId: 'screen-a',
      speakers: [],
    }),
    expect.objectContaining({
      title: 'Closing words',
      startsAt: tokyo(13),
      endsAt: tokyo(14),
      roomId: '_main',
      screenId: null,
    }),
  ]);

  // At phone size: the form fits the width and its Save button can be reached.
  await page.setViewportSize({ width: 390, height: 844 });
  await list.getByRole('button', { name: 'Edit Posters A–F' }).click();
  const phone = page.getByRole('dialog', { name: 'Edit session' });
  await expect(phone.getByLabel('Screen')).toHaveValue('screen-a');
  const overflow = await page.evaluate(() => {
    const dialogs = [...document.querySelectorAll('dialog[open]')];
    return [document.documentElement, ...dialogs].map((el) => el.scrollWidth - el.clientWidth);
  });
  expect(overflow.every((extra) => extra <= 0)).toBe(true);
  const save = phone.getByRole('button', { name: 'Save' });
  await save.scrollIntoViewIfNeeded();
  await expect(save).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('programme-form-phone.png') });
  await phone.getByRole('button', { name: 'Cancel' }).click();
  await expect(phone).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('programme-editor-phone.png') });

  // The callable's refusal at its field: the room went while the form was open.
  await editor.getByRole('button', { name: 'Add session' }).click();
  const late = page.getByRole('dialog', { name: 'Add session' });
  await late.getByLabel('Title').fill('Late talk');
  await late.getByLabel('Starts').fill('2030-06-01T15:00');
  await late.getByLabel('Ends').fill('2030-06-01T16:00');
  await late.getByLabel('Room').selectOption({ label: 'Annex' });
  await db.doc(roomDoc(event.id, 'annex')).delete();
  await expect(late.getByRole('option', { name: 'Annex', exact: true })).toHaveCount(0);
  await late.getByRole('button', { name: 'Save' }).click();
  await expect(
    late.getByText("This room isn't in the event any more: choose another room."),
  ).toBeVisible();
  await expect(late.getByLabel('Room')).toHaveAttribute('aria-invalid', 'true');

  // A network failure: said above the buttons; what was typed stays, and a retry saves it.
  await late.getByLabel('Room').selectOption({ label: 'Main' });
  await expect(late.getByLabel('Room')).not.toHaveAttribute('aria-invalid');
  // Only the call fails (going offline would end the whole event session, dialog and all).
  const failCall = (route: Route) => route.abort('internetdisconnected');
  await page.route('**/programme-saveSession', failCall);
  await late.getByRole('button', { name: 'Save' }).click();
  await expect(late.getByRole('alert')).toHaveText(
    'Could not reach the server. Check your connection and try again.',
  );
  await expect(late.getByLabel('Title')).toHaveValue('Late talk');
  await page.unroute('**/programme-saveSession', failCall);
  await late.getByRole('button', { name: 'Save' }).click();
  await expect(late).toHaveCount(0);
  await expect(list.getByRole('listitem')).toHaveCount(3);
});
