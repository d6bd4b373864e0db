import { expect, test } from '../base';
import { ownerAndGuestInEvent } from '../fixtures';
import { adminDb, DEMO_STAGE, joinDemo, walkUntilThere } from '../support';

// The demo plaza's global stage (DEMO_STAGE) and its audio channel zone (centre 511, 524;
// 6 x 5 m): scripts/seed/demo-world.mjs. The demo's stage is public.
const STAGE = DEMO_STAGE;
const ZONE = { x: 511, y: 524 };

test('stepping onto the public stage joins it and stepping off leaves it', async ({ page }) => {
  test.setTimeout(120_000);
  const uid = await joinDemo(page, 'Speaker');
  const event = adminDb().doc('events/demo');
  const onStage = async () =>
    ((await event.get()).get(`eventStage.participants.${uid}`) as boolean | undefined) === true;

  await walkUntilThere(page, STAGE.x + 1, STAGE.y + 1);
  const overlay = page.getByRole('region', { name: 'Global stage' });
  await expect(overlay.getByRole('heading')).toHaveText('Global stage (Public)');
  await expect(overlay.getByRole('status')).toContainText('Connected');
  await expect(overlay.getByRole('status')).toContainText('On stage: the whole room hears you');
  await expect.poll(onStage).toBe(true);
  // Attendees without the organiser role cannot make the stage private.
  await expect(overlay.getByRole('button', { name: 'Make private' })).toHaveCount(0);

  await walkUntilThere(page, STAGE.x + 8, STAGE.y + 8);
  await expect.poll(onStage).toBe(false);
  await expect(overlay.getByRole('status')).not.toContainText('Connected');
});

test('standing in an audio channel zone sets the desired channel and says so', async ({ page }) => {
  test.setTimeout(120_000);
  const uid = await joinDemo(page, 'Whisperer');
  const user = adminDb().doc(`events/demo/users/${uid}`);
  await walkUntilThere(page, ZONE.x, ZONE.y - 4);
  await walkUntilThere(page, ZONE.x, ZONE.y);
  await expect(page.getByRole('status').filter({ hasText: 'Audio channel zone' })).toBeVisible();
  // A zone without its own _channelId uses its instance id.
  await expect.poll(async () => (await user.get()).get('desiredChannelId')).toBe('zone');
  await walkUntilThere(page, ZONE.x, ZONE.y - 6);
  await expect.poll(async () => (await user.get()).get('desiredChannelId')).toBeNull();
  await expect(page.getByRole('status').filter({ hasText: 'Audio channel zone' })).toHaveCount(0);
});

test('an organiser makes the stage public and private; a private stage refuses attendees', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const stage = { x: 520, y: 520 };
  const { event, ownerPage, guestPage } = await ownerAndGuestInEvent(browser, (created) =>
    adminDb()
      .doc(`events/${created.id}/rooms/_main/instances/stage`)
      .set({
        assetId: 'stage',
        assetType: 'interactive',
        ...stage,
        angle: 0,
        created: 0,
        props: {},
      }),
  );
  const isPublic = async () =>
    (await adminDb().doc(`events/${event.id}`).get()).get('eventStage.isPublic') === true;

  // The guest steps onto the private stage: refused, and told so in words.
  await walkUntilThere(guestPage, stage.x, stage.y);
  const guestOverlay = guestPage.getByRole('region', { name: 'Global stage' });
  await expect(guestOverlay.getByRole('status')).toContainText('Stage for speakers only');
  await expect(guestOverlay.getByRole('heading')).toHaveText('Global stage');

  // The organiser (creator) walks up and makes it public: the guest is on stage at once.
  await walkUntilThere(ownerPage, stage.x + 6, stage.y);
  const ownerOverlay = ownerPage.getByRole('region', { name: 'Global stage' });
  await ownerOverlay.getByRole('button', { name: 'Make public' }).click();
  await expect.poll(isPublic).toBe(true);
  await expect(guestOverlay.getByRole('heading')).toHaveText('Global stage (Public)');
  await expect(guestOverlay.getByRole('status')).toContainText('Connected');

  await ownerOverlay.getByRole('button', { name: 'Make private' }).click();
  await expect.poll(isPublic).toBe(false);
  await expect(ownerOverlay.getByRole('button', { name: 'Make public' })).toBeVisible();
});
