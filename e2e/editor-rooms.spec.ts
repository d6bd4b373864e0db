import { expectNoViolations } from './axe';
import { expect, test } from './base';
import { createAccount, createEvent, joinEventFromForm, signIn } from './fixtures';
import { adminDb, playerOf, waitForWorld, walkTo } from './support';

async function instances(eventId: string, roomId: string) {
  const snap = await adminDb().collection(`events/${eventId}/rooms/${roomId}/instances`).get();
  return snap.docs.map((d) => ({ id: d.id, ...d.data() }) as Record<string, unknown>);
}

test('an organiser builds a second room with the editor: a portal whose destination is a room created from the picker, and an entrance there', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const owner = await createAccount();
  const event = await createEvent(owner.uid);
  await signIn(page, `/event/${event.slug}`, owner);
  await joinEventFromForm(page, event.name, 'Owner');
  await waitForWorld(page);

  // Add a room portal where the owner stands: it starts with the reference's defaults.
  await page.getByRole('button', { name: 'Editor', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Room editor' });
  await expect(panel.getByRole('heading', { name: 'Interactive (8)' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Scenery (10)' })).toBeVisible();
  await panel.getByRole('button', { name: 'Room portal' }).click();
  await panel.getByRole('button', { name: 'Place here' }).click();
  await expect(panel.getByRole('status')).toHaveText('Placed Room portal.');
  const [portal] = await instances(event.id, '_main');
  expect(portal).toMatchObject({
    assetId: 'roomPortal',
    props: {
      '_roomPortal-destination': '_main',
      '_roomPortal-access': 'click-to-enter',
      '_roomPortal-radius': 2.5,
      '_roomPortal-label': 'visible',
      '_roomPortal-range': 'visible',
    },
  });

  // The owner stands in it: its overlay's Edit opens the editor on it.
  const overlay = page.getByRole('region', { name: 'Room portal' });
  await overlay.getByRole('button', { name: 'Edit' }).click();
  const form = panel.getByRole('form', { name: 'Room portal' });
  await expect(form).toBeVisible();
  await expect(panel.getByRole('radio', { name: 'Edit' })).toBeChecked();

  // Its destination: 'select a room' lists the other rooms; there is none, so it offers one.
  await form.getByRole('button', { name: 'Choose room' }).click();
  const create = page.getByRole('dialog', { name: 'Create new room' });
  await expect(create.getByText('There is no other room yet.')).toBeVisible();
  await expectNoViolations(page, 'select a room (no other room)');
  await create.getByLabel('Room name').fill('Poster hall');
  await create.getByRole('button', { name: 'Create room' }).click();
  await expect(create).toHaveCount(0);
  await expect(form.getByText('Poster hall')).toBeVisible();
  // A bad radius keeps the previous value; a new access choice is a change.
  await form.getByLabel('Radius (metres)').fill('wide');
  await form.getByLabel('Access').selectOption('automatic');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(panel.getByRole('status')).toHaveText('Saved Room portal.');
  const rooms = await adminDb().collection(`events/${event.id}/rooms`).get();
  const hall = rooms.docs.find((d) => d.get('name') === 'Poster hall');
  expect(hall).toBeDefined();
  const [saved] = await instances(event.id, '_main');
  expect(saved!.props).toMatchObject({
    '_roomPortal-destination': hall!.id,
    '_roomPortal-access': 'automatic',
    '_roomPortal-radius': 2.5,
  });

  // With a room to go to, 'select a room' lists it.
  await form.getByRole('button', { name: 'Choose room' }).click();
  const picker = page.getByRole('dialog', { name: 'select a room' });
  await expect(picker.getByRole('button', { name: 'Poster hall' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await picker.getByRole('button', { name: 'Close' }).click();
  await expect(picker).toHaveCount(0);
  await panel.getByRole('button', { name: 'Close' }).click();

  // Automatic: the owner is already inside, so it waits until they step out and back in.
  await expect(page).toHaveURL(new RegExp(`/event/${event.slug}$`));
  const here = await playerOf(page);
  await walkTo(page, here.x + 4, here.y);
  await expect(overlay).toHaveCount(0);
  await walkTo(page, Number(saved!.x), Number(saved!.y));
  await expect(page).toHaveURL(new RegExp(`/event/${event.slug}/${hall!.id}$`), {
    timeout: 20_000,
  });
  await waitForWorld(page);

  // In the new room, an entrance for arrivals from the main room ('Main room').
  await page.getByRole('button', { name: 'Editor', exact: true }).click();
  await panel.getByRole('button', { name: 'Room entrance' }).click();
  await panel.getByRole('button', { name: 'Place here' }).click();
  await expect(panel.getByRole('status')).toHaveText('Placed Room entrance.');
  await panel.getByRole('radio', { name: 'Edit' }).check();
  await panel.getByRole('button', { name: 'Edit Room entrance' }).click();
  const entrance = panel.getByRole('form', { name: 'Room entrance' });
  await entrance.getByLabel('For people arriving from').selectOption({ label: 'Main room' });
  await entrance.getByRole('button', { name: 'Save changes' }).click();
  await expect(panel.getByRole('status')).toHaveText('Saved Room entrance.');
  const [stored] = await instances(event.id, hall!.id);
  expect(stored!.props).toMatchObject({ '_roomEntrance-source': '_main' });
  await page.screenshot({ path: test.info().outputPath('editor-entrance.png') });
});
