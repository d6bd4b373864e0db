import { FieldValue } from 'firebase-admin/firestore';
import { expectNoViolations } from '../axe';
import { expect, test } from '../base';
import { createAccount, createEvent, joinEventFromForm, signIn } from '../fixtures';
import { screenOf } from '../floorScreen';
import { changedFraction, DRAWN_FRACTION, pixelsOf } from '../pixels';
import {
  adminDb,
  openEditor,
  playerOf,
  sceneryCountOf,
  waitForWorld,
  walkUntilThere,
  worldAtRest,
} from '../support';
import { LOCKS } from '../locks';

test.describe.configure({ lock: [LOCKS.globalSettings, LOCKS.sceneryCatalogue] });

/*
 * Room templates and what the editor's Add lists offer whom. Staff save a room as a template,
 * choose it on /admin as the default template, and a room made with 'Create new room' holds
 * and draws its objects; an unlisted scenery asset (a site-admin-only object) is offered to
 * staff marked '(Hidden)', and not to an editor who is not staff.
 */

/** The room saved as a template: three scenery objects and a sign post, off the spawn ring. */
const FOUNTAIN = { x: 512, y: 500 };
const ROOM = {
  fountain: { assetId: 'fountain', assetType: 'scenery', ...FOUNTAIN, angle: 0, props: {} },
  crate: { assetId: 'crate', assetType: 'scenery', x: 500, y: 521, angle: 0.5, props: {} },
  lamp: { assetId: 'lamp', assetType: 'scenery', x: 524, y: 521, angle: 0, props: {} },
  sign: {
    assetId: 'signPost',
    assetType: 'interactive',
    x: 522,
    y: 498,
    angle: 0,
    props: { _label: 'Welcome', _message: 'From the template' },
  },
};
/** Where the player looks at the fountain from: 8 m south of it, clear of everything. */
const VIEWPOINT = { x: 512, y: 508 };

/** A scenery asset not listed in the menu (listInMenu false), for this spec only. */
const HIDDEN_ASSET = `e2e-hidden-${Date.now().toString(36)}`;
const HIDDEN_NAME = 'Backstage crate';

const settings = () => adminDb().doc('settings/global');
let settingsBefore: Record<string, unknown> | undefined;

test.beforeAll(async () => {
  settingsBefore = (await settings().get()).data();
  await adminDb()
    .doc(`assets/${HIDDEN_ASSET}`)
    .set({
      name: HIDDEN_NAME,
      kind: 'crate',
      scale: [1, 1, 1],
      listInMenu: false,
      physicsData: { enabled: true, shape: 'BOX', hx: 0.5, hy: 0.5 },
    });
});

test.afterAll(async () => {
  // Other specs count the Scenery list and furnish rooms from the default template.
  await adminDb().doc(`assets/${HIDDEN_ASSET}`).delete();
  if (settingsBefore) await settings().set(settingsBefore);
});

async function instancesOf(eventId: string, roomId: string) {
  const snap = await adminDb().collection(`events/${eventId}/rooms/${roomId}/instances`).get();
  return Object.fromEntries(
    snap.docs.map((d) => {
      const { assetId, assetType, x, y, angle, props } = d.data();
      return [d.id, { assetId, assetType, x, y, angle, props }];
    }),
  );
}

test("staff save a room as a template, choose it on /admin, and 'Create new room' furnishes and draws it", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const staff = await createAccount({ staff: true });
  const event = await createEvent(staff.uid);
  const batch = adminDb().batch();
  for (const [id, instance] of Object.entries(ROOM)) {
    batch.set(adminDb().doc(`events/${event.id}/rooms/_main/instances/${id}`), {
      ...instance,
      created: FieldValue.serverTimestamp(),
    });
  }
  await batch.commit();
  await signIn(page, `/event/${event.slug}`, staff);
  await joinEventFromForm(page, event.name, 'Staff');
  await waitForWorld(page);

  // Staff are offered the admin-only guide and the unlisted asset, marked.
  const panel = await openEditor(page);
  await expect(panel.getByRole('heading', { name: 'Interactive (8)' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'NPC guide', exact: true })).toBeVisible();
  await expect(
    panel.getByRole('button', { name: `${HIDDEN_NAME} (Hidden)`, exact: true }),
  ).toBeVisible();

  // Save room as template: a name is required; then saving, and what was saved.
  await panel.getByRole('button', { name: 'Save room as template' }).click();
  const form = panel.getByRole('form', { name: 'Save room as template' });
  await form.getByRole('button', { name: 'Save template' }).click();
  await expect(form.getByText('A template needs a name.')).toBeVisible();
  await expect(form.getByLabel('Template name')).toBeFocused();
  await expectNoViolations(page, 'Save room as template');
  const name = `Plaza ${Date.now().toString(36)}`;
  await form.getByLabel('Template name').fill(name);
  await page.screenshot({ path: test.info().outputPath('template-form.png') });
  await form.getByRole('button', { name: 'Save template' }).click();
  await expect(panel.getByText(`Saved template ${name} (4 objects).`)).toBeVisible();
  await expect(form).toHaveCount(0);
  const saved = await adminDb().collection('templates').where('name', '==', name).get();
  expect(saved.size).toBe(1);
  const template = saved.docs[0]!;
  expect(template.get('instances')).toEqual(ROOM);
  expect(template.get('source')).toEqual({ eventId: event.id, roomId: '_main' });
  await page.screenshot({ path: test.info().outputPath('template-saved.png') });
  await panel.getByRole('button', { name: 'Close' }).click();

  // /admin: the selectors list it by name; it becomes the default template.
  await page.goto('/admin');
  const label = `${name} (${template.id})`;
  const defaultSelect = page.getByLabel('Default template');
  await expect(defaultSelect.locator('option', { hasText: label })).toHaveCount(1);
  await expect(
    page.getByLabel('Demo second room template').locator('option', { hasText: label }),
  ).toHaveCount(1);
  await defaultSelect.selectOption({ label });
  await page.getByRole('button', { name: 'Save templates' }).click();
  await expect(page.getByText('Templates saved.')).toBeVisible();
  expect((await settings().get()).get('defaultTemplate')).toBe(template.id);
  await expectNoViolations(page, '/admin with a saved template');

  // Create new room: it holds the template's objects, placed as saved.
  await page.goto(`/event/${event.slug}`);
  await joinEventFromForm(page, event.name, 'Staff');
  await page.getByRole('button', { name: 'Organizer' }).click();
  await page.getByRole('menuitem', { name: 'Edit rooms' }).click();
  const rooms = page.getByRole('dialog', { name: 'Edit rooms' });
  await rooms.getByRole('button', { name: 'Create new room' }).click();
  const create = page.getByRole('dialog', { name: 'Create new room' });
  await create.getByLabel('Room name').fill('Copy');
  await create.getByRole('button', { name: 'Create room' }).click();
  await expect(rooms.getByRole('status')).toHaveText('Created Copy.');
  const made = await adminDb()
    .collection(`events/${event.id}/rooms`)
    .where('name', '==', 'Copy')
    .get();
  expect(made.size).toBe(1);
  const roomId = made.docs[0]!.id;
  expect(await instancesOf(event.id, roomId)).toEqual(ROOM);

  // In the new room the world draws them: three scenery objects, and the fountain where it
  // was saved — its pixels change when it is taken away.
  await page.goto(`/event/${event.slug}/${roomId}`);
  await joinEventFromForm(page, event.name, 'Staff');
  await waitForWorld(page);
  await expect.poll(() => sceneryCountOf(page), { timeout: 20_000 }).toBe(3);
  await walkUntilThere(page, VIEWPOINT.x, VIEWPOINT.y);
  await worldAtRest(page);
  const spot = screenOf(await playerOf(page), FOUNTAIN, { width: 960, height: 600 }, 0.8);
  const region = { x: Math.round(spot.x - 60), y: Math.round(spot.y - 40), width: 120, height: 80 };
  const withFountain = await pixelsOf(page, region);
  await page.screenshot({ path: test.info().outputPath('template-room.png') });
  await adminDb().doc(`events/${event.id}/rooms/${roomId}/instances/fountain`).delete();
  await expect.poll(() => sceneryCountOf(page), { timeout: 20_000 }).toBe(2);
  await worldAtRest(page);
  await page.screenshot({ path: test.info().outputPath('template-room-without-fountain.png') });
  expect(changedFraction(withFountain, await pixelsOf(page, region))).toBeGreaterThan(
    DRAWN_FRACTION,
  );
});

test('an editor who is not staff is not offered unlisted (admin-only) scenery', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const owner = await createAccount();
  const event = await createEvent(owner.uid);
  await signIn(page, `/event/${event.slug}`, owner);
  await joinEventFromForm(page, event.name, 'Owner');
  await waitForWorld(page);
  const panel = await openEditor(page);
  await expect(panel.getByRole('heading', { name: 'Interactive (8)' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Scenery (13)' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Sign post', exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'NPC guide', exact: true })).toBeVisible();
  await expect(panel.getByText('(Hidden)')).toHaveCount(0);
  await expect(panel.getByText(HIDDEN_NAME)).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Save room as template' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('editor-not-staff.png') });
});
