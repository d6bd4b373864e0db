import { expectNoViolations } from '../axe';
import { expect, test } from '../base';
import { createAccount, createEvent, joinEventFromForm, signIn } from '../fixtures';
import { adminDb } from '../support';
import { LOCKS } from '../locks';

test.describe.configure({ lock: [LOCKS.globalSettings] });

test("an organiser edits the room's name and audio, and creates a room furnished from the template", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const owner = await createAccount();
  const event = await createEvent(owner.uid);
  await signIn(page, `/event/${event.slug}`, owner);
  await joinEventFromForm(page, event.name, 'Host');

  await page.getByRole('button', { name: 'Organizer' }).click();
  await page.getByRole('menuitem', { name: 'Edit rooms' }).click();
  const rooms = page.getByRole('dialog', { name: 'Edit rooms' });
  const list = rooms.getByRole('list', { name: 'Rooms' });
  await expect(list.getByRole('listitem')).toHaveText([/Main \(you are here\)/]);
  await expectNoViolations(page, 'Edit rooms');

  // Edit room: out-of-range audio is refused with the reason; nothing is saved.
  await rooms.getByRole('button', { name: 'Edit Main' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit room', exact: true });
  await expect(edit.getByRole('button', { name: 'Save' })).toBeDisabled();
  await edit.getByLabel('Audio attenuation (0 to 1)').fill('2');
  await edit.getByLabel('Capacity (people)').fill('0');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('Audio attenuation is a number from 0 to 1')).toBeVisible();
  await expect(
    edit.getByText('Capacity is a whole number of people from 1 to 1,000'),
  ).toBeVisible();
  await expect(edit.getByLabel('Audio attenuation (0 to 1)')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectNoViolations(page, 'Edit room with an error');
  await edit.getByLabel('Room name').fill('Great hall');
  await edit.getByLabel('Audio attenuation (0 to 1)').fill('0.2');
  await edit.getByLabel('Audio rolloff (metres)').fill('30');
  await edit.getByLabel('Capacity (people)').fill('40');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(rooms.getByRole('status')).toHaveText('Saved Great hall.');
  const main = (await adminDb().doc(`events/${event.id}/rooms/_main`).get()).data();
  expect(main).toEqual({
    name: 'Great hall',
    audioAttenuation: 0.2,
    audioRolloff: 30,
    capacity: 40,
  });

  // Create new room: a name is required; the new room is listed and has the template's objects.
  await rooms.getByRole('button', { name: 'Create new room' }).click();
  const create = page.getByRole('dialog', { name: 'Create new room' });
  await create.getByRole('button', { name: 'Create room' }).click();
  await expect(create.getByText('A room needs a name.')).toBeVisible();
  await create.getByLabel('Room name').fill('Breakout');
  await create.getByRole('button', { name: 'Create room' }).click();
  await expect(rooms.getByRole('status')).toHaveText('Created Breakout.');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list).toContainText('Breakout');
  const created = await adminDb()
    .collection(`events/${event.id}/rooms`)
    .where('name', '==', 'Breakout')
    .get();
  expect(created.size).toBe(1);
  // Its id, the URL's room segment, is read from its name (issue 30 #14).
  expect(created.docs[0]!.id).toBe('breakout');
  const furnished = await created.docs[0]!.ref.collection('instances').count().get();
  expect(furnished.data().count).toBeGreaterThan(0);
  // Not made from a portal: no portal back to anywhere.
  const portals = await created.docs[0]!.ref.collection('instances')
    .where('assetId', '==', 'roomPortal')
    .count()
    .get();
  expect(portals.data().count).toBe(0);
  await page.screenshot({ path: test.info().outputPath('edit-rooms.png') });

  await rooms.getByRole('button', { name: 'Close' }).click();
  await expect(rooms).toHaveCount(0);
});
