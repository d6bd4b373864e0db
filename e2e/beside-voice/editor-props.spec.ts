import { FieldValue } from 'firebase-admin/firestore';
import { expectNoViolations } from '../axe';
import { expect, test, type Page } from '../base';
import { ownerAndGuestInEvent } from '../fixtures';
import { screenOf } from '../floorScreen';
import type { Region } from '../pixels';
import { adminDb, openEditor, walkUntilThere, worldAtRest } from '../support';
import { worldPixelsOf } from '../worldPixels';

const SIZE = { width: 960, height: 600 };
/** A 5 x 5 m zone north of the owner, who looks at it from the south (outside it). */
const ZONE = { x: 500, y: 504 };
const OWNER_AT = { x: 500, y: 510 };
/** The guest stands aside, out of the samples' way. */
const GUEST_AT = { x: 512, y: 513 };
/** West of the zone: outside it at 5 m wide, inside it at 12 m; and outside both. */
const WIDENED = { x: 495, y: ZONE.y };
const BEYOND = { x: 491.5, y: ZONE.y };

/** The channel callable at the functions emulator. */
const toChannelCall = (url: URL) =>
  url.port === '5001' && url.pathname.endsWith('/app-generateChannelAndAssignToAsset');

const zoneInstance = (id: string) => ({
  assetId: 'channelZone',
  assetType: 'interactive',
  ...ZONE,
  angle: 0,
  props: { _width: 5, _height: 5, _channelId: id },
  created: FieldValue.serverTimestamp(),
});

async function zoneDoc(eventId: string, id: string) {
  const snap = await adminDb().doc(`events/${eventId}/rooms/_main/instances/${id}`).get();
  return snap.data() as { props: Record<string, unknown> } | undefined;
}

/** A square of 2 * half px around the floor point `at`, as seen standing at `viewer`. */
function floorRegion(viewer: { x: number; y: number }, at: { x: number; y: number }, half = 12) {
  const middle = screenOf(viewer, at, SIZE);
  return {
    x: Math.round(middle.x - half),
    y: Math.round(middle.y - half),
    width: half * 2,
    height: half * 2,
  } satisfies Region;
}

/** The mean red, green and blue of a sample. */
function meanColour(pixels: readonly number[]): [number, number, number] {
  const sum = [0, 0, 0];
  for (let i = 0; i < pixels.length; i += 4) {
    for (let c = 0; c < 3; c++) sum[c]! += pixels[i + c]!;
  }
  const n = pixels.length / 4;
  return [sum[0]! / n, sum[1]! / n, sum[2]! / n];
}

/** How much bluer (the zone's colour, #4a7fd6 at 30 %) `after` is than `before`. */
function blueShift(before: readonly number[], after: readonly number[]): number {
  const [r0, g0, b0] = meanColour(before);
  const [r1, g1, b1] = meanColour(after);
  return b1 - b0 - Math.max(r1 - r0, g1 - g0, 0);
}

async function openZoneForm(page: Page) {
  const panel = await openEditor(page);
  await panel.getByRole('radio', { name: 'Edit' }).check();
  await panel.getByRole('button', { name: 'Edit Audio channel zone' }).click();
  return { panel, form: panel.getByRole('form', { name: 'Audio channel zone' }) };
}

test("an editor widens a channel zone and its floor grows in the world; 'New channel' gives it a fresh channel", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const zoneId = `zone-${Date.now().toString(36)}`;
  const {
    event,
    ownerPage: owner,
    guestPage: guest,
  } = await ownerAndGuestInEvent(browser, (created) =>
    adminDb().doc(`events/${created.id}/rooms/_main/instances/${zoneId}`).set(zoneInstance(zoneId)),
  );
  await walkUntilThere(guest, GUEST_AT.x, GUEST_AT.y);
  await walkUntilThere(owner, OWNER_AT.x, OWNER_AT.y);
  const { panel, form } = await openZoneForm(owner);
  await expect(form.getByLabel('Width (metres)')).toHaveValue('5');
  await expect(form.getByLabel('Depth (metres)')).toHaveValue('5');
  await expect(form.getByLabel('Channel', { exact: true })).toHaveValue(zoneId);
  await expect(form.getByRole('button', { name: 'Done' })).toBeVisible();
  await expectNoViolations(owner, 'Instance editor of a channel zone');

  await worldAtRest(owner);
  const ownerAt = OWNER_AT;
  const widened = floorRegion(ownerAt, WIDENED);
  const beyond = floorRegion(ownerAt, BEYOND);
  const before = {
    widened: await worldPixelsOf(owner, widened),
    beyond: await worldPixelsOf(owner, beyond),
  };

  // 12 m wide, 5 m deep.
  await form.getByLabel('Width (metres)').fill('12');
  await expect(form.getByRole('button', { name: 'Save changes' })).toBeVisible();
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(panel.getByRole('status')).toHaveText('Saved Audio channel zone.');
  await expect(form.getByRole('button', { name: 'Done' })).toBeVisible();
  // Only the width was written: the depth and the channel are as they were.
  expect((await zoneDoc(event.id, zoneId))!.props).toEqual({
    _width: 12,
    _height: 5,
    _channelId: zoneId,
  });

  // The zone's floor now reaches 6 m west of its centre, not past it.
  await expect
    .poll(async () => blueShift(before.widened, await worldPixelsOf(owner, widened)), {
      timeout: 15_000,
    })
    .toBeGreaterThan(12);
  expect(Math.abs(blueShift(before.beyond, await worldPixelsOf(owner, beyond)))).toBeLessThan(4);
  await owner.screenshot({ path: test.info().outputPath('zone-widened.png') });

  // 'New channel' with the server out of reach: it says so, and nothing changes.
  await owner.route(toChannelCall, (route) => route.abort('connectionrefused'));
  await form.getByRole('button', { name: 'New channel' }).click();
  await expect(form.getByRole('alert')).toContainText('Could not make a new channel:');
  await expect(form.getByRole('button', { name: 'New channel' })).toBeEnabled();
  expect((await zoneDoc(event.id, zoneId))!.props._channelId).toBe(zoneId);

  // Reached (the request held until the busy state is seen): a fresh channel from the server,
  // shown in the form and stored.
  await owner.unroute(toChannelCall);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await owner.route(toChannelCall, async (route) => {
    await held;
    await route.continue();
  });
  await form.getByRole('button', { name: 'New channel' }).click();
  await expect(form.getByRole('button', { name: 'Making a channel...' })).toBeDisabled();
  await expect(form.getByRole('alert')).toHaveCount(0);
  release();
  // The callable's first call starts a functions worker: seconds on a busy machine.
  await expect(form.getByRole('button', { name: 'New channel' })).toBeEnabled({
    timeout: 45_000,
  });
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect
    .poll(async () => (await zoneDoc(event.id, zoneId))!.props._channelId)
    .not.toBe(zoneId);
  const fresh = String((await zoneDoc(event.id, zoneId))!.props._channelId);
  await expect(form.getByLabel('Channel', { exact: true })).toHaveValue(fresh);
  await expect(form.getByRole('button', { name: 'Done' })).toBeVisible();
  // A channel id with a slash cannot be saved; the field says why.
  await form.getByLabel('Channel', { exact: true }).fill('a/b');
  await expect(form.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await form.getByLabel('Channel', { exact: true }).blur();
  await expect(form.getByText('A channel is at most 64 characters')).toBeVisible();
});

test("two editors edit different fields of one object at once: each sees the other's change live and keeps its own; only organisers make the stage public", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const zoneId = `zone-${Date.now().toString(36)}`;
  const {
    event,
    ownerPage: owner,
    guestPage: guest,
  } = await ownerAndGuestInEvent(browser, async (created) => {
    // Public editing: the guest edits the room too.
    await adminDb().doc(`events/${created.id}`).update({ 'access.publicEditingEnabled': true });
    await adminDb()
      .doc(`events/${created.id}/rooms/_main/instances/${zoneId}`)
      .set(zoneInstance(zoneId));
    // A stage away from where people arrive (its sensor would put them on it).
    await adminDb()
      .doc(`events/${created.id}/rooms/_main/instances/stage-1`)
      .set({ ...zoneInstance(zoneId), assetId: 'stage', x: 530, y: 530, props: {} });
  });
  const a = await openZoneForm(owner);
  const b = await openZoneForm(guest);
  const width = (form: typeof a.form) => form.getByLabel('Width (metres)');
  const depth = (form: typeof a.form) => form.getByLabel('Depth (metres)');
  const channel = (form: typeof a.form) => form.getByLabel('Channel', { exact: true });

  // A number says its range, and what will be saved when that is not what was typed.
  await width(a.form).fill('100000');
  await expect(width(a.form)).toHaveAccessibleDescription('Allowed: 1 to 100. 100 will be saved.');
  await width(a.form).fill('north');
  await expect(width(a.form)).toHaveAccessibleDescription(
    'Allowed: 1 to 100. Not a number: 5 will be kept.',
  );
  // The owner types a width and does not save yet; the guest changes the depth and saves.
  await width(a.form).fill('9');
  await expect(width(a.form)).toHaveAccessibleDescription('Allowed: 1 to 100.');
  await depth(b.form).fill('7');
  await b.form.getByRole('button', { name: 'Save changes' }).click();
  await expect(b.panel.getByRole('status')).toHaveText('Saved Audio channel zone.');
  // The owner's form shows the new depth at once and keeps the unsaved width.
  await expect(depth(a.form)).toHaveValue('7');
  await expect(width(a.form)).toHaveValue('9');
  await expect(a.form.getByRole('button', { name: 'Save changes' })).toBeVisible();
  await owner.screenshot({ path: test.info().outputPath('two-editors-owner-live.png') });
  await a.form.getByRole('button', { name: 'Save changes' }).click();
  await expect(a.panel.getByRole('status')).toHaveText('Saved Audio channel zone.');
  await expect(width(b.form)).toHaveValue('9');
  await expect(depth(b.form)).toHaveValue('7');

  // Both at the same moment, each a different field.
  await channel(a.form).fill('shared-booth');
  await width(b.form).fill('11');
  await Promise.all([
    a.form.getByRole('button', { name: 'Save changes' }).click(),
    b.form.getByRole('button', { name: 'Save changes' }).click(),
  ]);
  await expect(a.panel.getByRole('status')).toHaveText('Saved Audio channel zone.');
  await expect(b.panel.getByRole('status')).toHaveText('Saved Audio channel zone.');
  for (const form of [a.form, b.form]) {
    await expect(width(form)).toHaveValue('11');
    await expect(depth(form)).toHaveValue('7');
    await expect(channel(form)).toHaveValue('shared-booth');
    await expect(form.getByRole('button', { name: 'Done' })).toBeVisible();
  }
  await guest.screenshot({ path: test.info().outputPath('two-editors-guest.png') });
  expect((await zoneDoc(event.id, zoneId))!.props).toEqual({
    _width: 11,
    _height: 7,
    _channelId: 'shared-booth',
  });

  // The stage: whether it is public is the event's flag, for organisers only. The guest (an
  // editor by public editing, not an organiser) sees it locked; the owner makes it public.
  await a.panel.getByRole('button', { name: 'Edit Global stage' }).click();
  await b.panel.getByRole('button', { name: 'Edit Global stage' }).click();
  const stageA = a.panel.getByRole('form', { name: 'Global stage' });
  const stageB = b.panel.getByRole('form', { name: 'Global stage' });
  const isPublic = (form: typeof a.form) =>
    form.getByRole('checkbox', { name: 'Public (anyone may speak on the stage)' });
  await expect(isPublic(stageB)).toBeDisabled();
  await expect(
    stageB.getByText('Only event organizers can make the stage public or private.'),
  ).toBeVisible();
  await expect(isPublic(stageA)).toBeEnabled();
  await expect(isPublic(stageA)).not.toBeChecked();
  // The checkbox sits on its label's line, before the words (the NPC's checkboxes are the same
  // component: they were centred above their labels).
  const publicBox = owner.getByRole('checkbox', { name: 'Public (anyone may speak on the stage)' });
  const layout = await stageA.locator('label', { has: publicBox }).evaluate((label) => {
    const words = [...label.childNodes].find((node) => node.nodeType === Node.TEXT_NODE)!;
    const range = document.createRange();
    range.selectNodeContents(words);
    const text = range.getClientRects()[0]!;
    const box = label.querySelector('input')!.getBoundingClientRect();
    return { textLeft: text.left, boxRight: box.right, textTop: text.top, boxBottom: box.bottom };
  });
  // The words start right of the box, and their first line beside it, not under it.
  expect(layout.textLeft).toBeGreaterThanOrEqual(layout.boxRight);
  expect(layout.textTop).toBeLessThan(layout.boxBottom);
  await expect(stageA.getByLabel('Width (units of 1.6 m)')).toHaveValue('5');
  await isPublic(stageA).check();
  await stageA.getByRole('button', { name: 'Save changes' }).click();
  await expect(stageA.getByRole('button', { name: 'Done' })).toBeVisible();
  await expect(isPublic(stageB)).toBeChecked();
  const stored = await adminDb().doc(`events/${event.id}`).get();
  expect(stored.get('eventStage.isPublic')).toBe(true);
  // Not a prop of the object: one flag.
  const stage = await adminDb().doc(`events/${event.id}/rooms/_main/instances/stage-1`).get();
  expect(stage.get('props')).toEqual({});
});
