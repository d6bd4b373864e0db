import { expectNoViolations } from '../axe';
import { expect, test } from '../base';
import { changedFraction, DRAWN_FRACTION, pixelsOf, type Region } from '../pixels';
import { worldPixelsOf } from '../worldPixels';
import {
  adminDb,
  joinDemo,
  openEditor,
  playerOf,
  sceneryCountOf,
  walkUntilThere,
  worldAtRest,
} from '../support';
import { LOCKS } from '../locks';

test.describe.configure({ lock: [LOCKS.sceneryCatalogue] });

/** A point on the floor a few metres ahead of the player, clear of every overlay. */
const AHEAD = { x: 400, y: 240 };
const AROUND_AHEAD: Region = { x: AHEAD.x - 70, y: AHEAD.y - 60, width: 140, height: 110 };

async function instancesOf(eventId: string) {
  const snap = await adminDb().collection(`events/${eventId}/rooms/_main/instances`).get();
  return snap.docs.map((d) => ({ id: d.id, ...d.data() }) as Record<string, unknown>);
}

/** The fraction of pixels that are not grass (grass: green well above red). */
function notGrass(pixels: readonly number[]): number {
  let count = 0;
  for (let i = 0; i < pixels.length; i += 4) if (pixels[i + 1]! - pixels[i]! < 20) count++;
  return count / (pixels.length / 4);
}

/**
 * Pixels well darker than the lit cream board and not grass: the sign's dark lettering
 * (#2b1d0e), blended with the board at the letters' edges a few metres away.
 */
function inkOf(pixels: readonly number[]): number {
  let count = 0;
  for (let i = 0; i < pixels.length; i += 4) {
    const [r, g, b] = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
    if (Math.max(r, g, b) < 140 && g - r < 20) count++;
  }
  return count;
}
/** More than a blank board has: a word of lettering, not noise at the edges. */
const INK_PIXELS = 25;

test('a room editor places, moves and removes objects with the Room editor; others see it at once', async ({
  ownerAndGuest,
}) => {
  test.setTimeout(180_000);
  const { event, ownerPage: owner, guestPage: guest } = ownerAndGuest;

  // Only people who may edit the room see the Editor (the guest is an attendee).
  await expect(owner.getByRole('button', { name: 'Editor', exact: true })).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Editor', exact: true })).toHaveCount(0);
  expect(await sceneryCountOf(guest)).toBe(0);
  // A placement forged from the guest's own Firebase client, past the UI, is refused.
  const forged = await guest.evaluate(
    ({ eventId }) =>
      window.__menagerie!.tryAddInstance!(eventId, '_main', {
        assetId: 'crate',
        assetType: 'scenery',
        x: 500,
        y: 500,
        angle: 0,
        props: {},
      }),
    { eventId: event.id },
  );
  expect(forged).toBe('permission-denied');
  expect(await instancesOf(event.id)).toEqual([]);

  const panel = await openEditor(owner);
  await expect(panel.getByRole('radio', { name: 'Add' })).toBeChecked();
  await expect(panel.getByRole('heading', { name: 'Interactive (8)' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Scenery (13)' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Place here' })).toBeDisabled();
  await expectNoViolations(owner, 'Room editor');

  // Add: choose the fountain, click the floor ahead. It is stored, drawn, and the guest has it.
  await worldAtRest(owner);
  const before = await pixelsOf(owner, AROUND_AHEAD);
  await panel.getByRole('button', { name: 'Fountain', exact: true }).click();
  await expect(panel.getByRole('button', { name: 'Fountain', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await owner.mouse.click(AHEAD.x, AHEAD.y);
  await expect(panel.locator('.room-editor__status')).toHaveText('Placed Fountain.');
  await expect.poll(() => instancesOf(event.id)).toHaveLength(1);
  // Placed once: the choice is used up, so a later click on the floor adds nothing.
  await expect(panel.getByRole('button', { name: 'Fountain', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(panel.getByRole('button', { name: 'Place here' })).toBeDisabled();
  const [fountain] = await instancesOf(event.id);
  expect(fountain).toMatchObject({ assetId: 'fountain', assetType: 'scenery', angle: 0 });
  await expect.poll(() => sceneryCountOf(owner)).toBe(1);
  await worldAtRest(owner);
  expect(changedFraction(before, await pixelsOf(owner, AROUND_AHEAD))).toBeGreaterThan(
    DRAWN_FRACTION,
  );
  await owner.screenshot({ path: test.info().outputPath('editor-placed.png') });
  await expect.poll(() => sceneryCountOf(guest), { timeout: 15_000 }).toBe(1);

  // Edit: a click on the fountain selects it; the button reads Done until a value changes.
  await panel.getByRole('radio', { name: 'Edit' }).check();
  await expect(panel.getByRole('button', { name: 'Fountain', exact: true })).toHaveCount(0);
  await owner.mouse.click(AHEAD.x, AHEAD.y);
  const form = panel.getByRole('form', { name: 'Fountain' });
  await expect(form.getByRole('button', { name: 'Done' })).toBeVisible();
  const x = Number(fountain!.x);
  await form.getByLabel('X (metres)').fill(String(x + 3));
  await form.getByLabel('Angle (degrees)').fill('90');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(panel.locator('.room-editor__status')).toHaveText('Saved Fountain.');
  await expect(form.getByRole('button', { name: 'Done' })).toBeVisible();
  const [moved] = await instancesOf(event.id);
  expect(moved!.x).toBeCloseTo(x + 3, 3);
  expect(moved!.angle).toBeCloseTo(Math.PI / 2, 3);
  // Not a number: the previous value is kept (reference).
  await form.getByLabel('Y (metres)').fill('north');
  await expect(form.getByRole('button', { name: 'Done' })).toBeVisible();
  await owner.screenshot({ path: test.info().outputPath('editor-edit.png') });

  // Remove, from the keyboard list near the player; Undo puts it back.
  await panel.getByRole('radio', { name: 'Remove' }).check();
  await panel.getByRole('button', { name: 'Remove Fountain' }).click();
  await expect(panel.locator('.room-editor__status')).toContainText('Removed Fountain.');
  await expect.poll(() => instancesOf(event.id)).toHaveLength(0);
  await expect.poll(() => sceneryCountOf(guest), { timeout: 15_000 }).toBe(0);
  await panel.getByRole('button', { name: 'Undo remove Fountain' }).click();
  await expect(panel.locator('.room-editor__status')).toHaveText('Undid remove Fountain.');
  await expect.poll(() => sceneryCountOf(guest), { timeout: 15_000 }).toBe(1);

  // An audio channel zone placed with 'Place here' gets its channel from the server. It goes in
  // front of the player, not on them, and off the spawn area where arrivals appear (issue 30
  // #10: later arrivals spawned inside a screen or a sign placed there).
  await panel.getByRole('radio', { name: 'Add' }).check();
  await panel.getByRole('button', { name: 'Audio channel zone' }).click();
  const placer = await playerOf(owner);
  await panel.getByRole('button', { name: 'Place here' }).click();
  // The callable's first call starts a functions worker: seconds on a busy machine.
  await expect(panel.locator('.room-editor__status')).toHaveText('Placed Audio channel zone.', {
    timeout: 45_000,
  });
  const zone = (await instancesOf(event.id)).find((i) => i.assetId === 'channelZone');
  expect(zone).toMatchObject({ assetType: 'interactive', props: { _width: 5, _height: 5 } });
  expect((zone!.props as Record<string, unknown>)._channelId).toEqual(expect.any(String));
  const at = { x: Number(zone!.x), y: Number(zone!.y) };
  // Arrivals land up to 5 m from the floor's centre (512, 512); 1.5 m more stay clear.
  expect(Math.hypot(at.x - 512, at.y - 512)).toBeGreaterThanOrEqual(6.5);
  // 2 m away, give or take the rounding of stored coordinates (a clean-clone run measured
  // 1.99993 and failed an exact 2).
  expect(Math.hypot(at.x - placer.x, at.y - placer.y)).toBeGreaterThanOrEqual(1.99);
  // In front: along the way the player faces (an angle of 0 faces +y).
  const ahead =
    (at.x - placer.x) * Math.sin(placer.angle) + (at.y - placer.y) * Math.cos(placer.angle);
  expect(ahead).toBeGreaterThan(1.9);
  // A second object placed from the same spot is not put on top of the first: further along.
  await panel.getByRole('button', { name: 'Sign post', exact: true }).click();
  await panel.getByRole('button', { name: 'Place here' }).click();
  await expect(panel.locator('.room-editor__status')).toHaveText('Placed Sign post.');
  const sign = (await instancesOf(event.id)).find((i) => i.assetId === 'signPost');
  expect(Math.hypot(Number(sign!.x) - at.x, Number(sign!.y) - at.y)).toBeGreaterThanOrEqual(1.5);
  // Walking into the new zone: its notice shows.
  await walkUntilThere(owner, at.x, at.y);
  await expect(owner.getByText(/^Audio channel zone: only the people in this zone/)).toBeVisible();

  // Escape closes the panel; focus goes back to the Editor button.
  await panel.getByRole('radio', { name: 'Add' }).focus();
  await owner.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(owner.getByRole('button', { name: 'Editor', exact: true })).toBeFocused();

  // On a phone the top row has no room: the attendee menu opens the editor.
  await owner.setViewportSize({ width: 390, height: 760 });
  await expect(owner.getByRole('button', { name: 'Editor', exact: true })).toHaveCount(0);
  await owner.getByRole('button', { name: 'Menu' }).click();
  await owner.getByRole('menuitem', { name: 'Room editor' }).click();
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Scenery (13)' })).toBeVisible();
  await owner.screenshot({ path: test.info().outputPath('editor-phone.png') });
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toHaveCount(0);
  // 'Mute attendees' moves into the organiser menu there, for the same reason.
  await expect(owner.getByRole('button', { name: 'Mute attendees' })).toBeHidden();
  await owner.getByRole('button', { name: 'Organizer' }).click();
  await expect(owner.getByRole('menuitem', { name: 'Mute attendees' })).toBeVisible();
});

test('an editor puts up a sign post with a title and a message; an attendee reads it there, links and all', async ({
  ownerAndGuest,
}) => {
  test.setTimeout(180_000);
  const { event, ownerPage: owner, guestPage: guest } = ownerAndGuest;
  const panel = await openEditor(owner);

  // Placed by a click on the floor ahead: the post and its board are drawn there.
  await worldAtRest(owner);
  const region: Region = { x: AHEAD.x - 60, y: AHEAD.y - 90, width: 120, height: 100 };
  const before = await pixelsOf(owner, region);
  await panel.getByRole('button', { name: 'Sign post', exact: true }).click();
  await owner.mouse.click(AHEAD.x, AHEAD.y);
  await expect(panel.locator('.room-editor__status')).toHaveText('Placed Sign post.');
  await worldAtRest(owner);
  await owner.screenshot({ path: test.info().outputPath('sign-placed.png') });
  // The cream board seen from behind is about as bright as the grass (a mean RGB difference
  // under changedFraction's bar), so the drawn sign is told by its hue: not grass-green.
  expect(notGrass(await pixelsOf(owner, region)) - notGrass(before)).toBeGreaterThan(
    DRAWN_FRACTION,
  );
  const [stored] = await instancesOf(event.id);
  expect(stored).toMatchObject({
    assetId: 'signPost',
    assetType: 'interactive',
    props: { _label: '', _message: '' },
  });

  // Edit: a click on the sign selects it; a title of at most 50 characters and a message.
  await panel.getByRole('radio', { name: 'Edit' }).check();
  await owner.mouse.click(AHEAD.x, AHEAD.y - 40);
  const form = panel.getByRole('form', { name: 'Sign post' });
  await form.getByLabel('Title').fill('x'.repeat(60));
  await expect(form.getByLabel('Title')).toHaveValue('x'.repeat(60));
  await expect(form.getByText("A sign post's title is at most 50 characters.")).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await form.getByLabel('Title').fill('Welcome');
  await form
    .getByLabel('Message')
    .fill('The schedule is at https://example.com/schedule and javascript:alert(1) is not a link.');
  // The board with an empty title is blank: its dark pixels are the post's and the floor's.
  // (The pointer leaves the sign first: a hovered object fades in Edit.)
  await panel.getByRole('heading', { name: 'Room editor' }).hover();
  await worldAtRest(owner);
  const blankInk = inkOf(await worldPixelsOf(owner, region));
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(panel.locator('.room-editor__status')).toHaveText('Saved Sign post.');
  const [edited] = await instancesOf(event.id);
  expect(edited!.props).toMatchObject({ _label: 'Welcome' });
  // Its title is written on the board in dark letters (issue 30 #33: boards were blank).
  await worldAtRest(owner);
  await owner.screenshot({ path: test.info().outputPath('sign-edit.png') });
  await owner.screenshot({ path: test.info().outputPath('sign-title.png'), clip: region });
  await expect
    .poll(async () => inkOf(await worldPixelsOf(owner, region)) - blankInk)
    .toBeGreaterThan(INK_PIXELS);

  // The attendee walks up to it: its title, and 'Read message' opens the message.
  // Away from it first (people spawn spread around the spawn point, the guest may stand at
  // the spot the owner clicked): nothing to read there.
  const overlay = guest.getByRole('region', { name: 'Sign post' });
  await walkUntilThere(guest, Number(stored!.x) + 6, Number(stored!.y));
  await expect(overlay).toHaveCount(0);
  await walkUntilThere(guest, Number(stored!.x) + 1.5, Number(stored!.y));
  await expect(overlay.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await overlay.getByRole('button', { name: 'Read message' }).click();
  const message = guest.getByRole('dialog', { name: 'Welcome' });
  const link = message.getByRole('link', { name: 'https://example.com/schedule' });
  await expect(link).toHaveAttribute('rel', /noopener/);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(message.getByRole('link')).toHaveCount(1);
  await guest.screenshot({ path: test.info().outputPath('sign-read.png') });
  await expectNoViolations(guest, 'Sign post message');
  await guest.keyboard.press('Escape');
  await expect(message).toHaveCount(0);
  await expect(overlay.getByRole('button', { name: 'Read message' })).toBeFocused();
});

test("the demo's visitors build in its editor room (/demo/editor)", async ({ page }) => {
  test.setTimeout(120_000);
  await joinDemo(page, 'Builder', '/demo/editor');
  const panel = await openEditor(page);
  const count = await sceneryCountOf(page);
  await panel.getByRole('button', { name: 'Crate', exact: true }).click();
  await page.mouse.click(AHEAD.x, AHEAD.y);
  await expect(panel.locator('.room-editor__status')).toHaveText('Placed Crate.');
  await expect.poll(() => sceneryCountOf(page)).toBe(count + 1);
  // Removed again, so the seeded room stays as it was for the next visitor.
  await panel.getByRole('radio', { name: 'Remove' }).check();
  await page.mouse.click(AHEAD.x, AHEAD.y);
  await expect(panel.locator('.room-editor__status')).toContainText('Removed Crate.');
  await expect.poll(() => sceneryCountOf(page)).toBe(count);
});
