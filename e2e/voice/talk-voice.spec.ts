import { expect, test } from '../base';
import { expectNoViolations } from '../axe';
import { adminDb, quietDemoRoom } from '../support';
import {
  distanceFrom,
  expectHeard,
  FAR_EAST,
  joinWithSound,
  loudestFrom,
  SILENCE,
  STAGE,
  walkUntil,
} from '../voiceSupport';

/**
 * A talk's question, with real WebRTC: an attendee far beyond earshot raises a hand by key, the
 * speaker at the stage sees it in the queue and gives the floor by keyboard, hears the attendee
 * from afar, then takes the floor back. The demo room's stage is public; the speaker is given
 * the stageSpeaker role as an organiser would (its member document).
 */
test('a raised hand reaches the speaker’s queue; given the floor, the attendee is heard from afar until it is taken back', async ({
  browser,
}) => {
  // Two worlds on a software renderer, walks included.
  test.setTimeout(300_000);
  await quietDemoRoom();
  const page = async () => (await browser.newContext()).newPage();
  const [speaker, asker] = [await page(), await page()];
  const event = adminDb().doc('events/demo');

  const speakerId = await joinWithSound(speaker, 'Sam');
  await adminDb()
    .doc(`events/demo/members/${speakerId}`)
    .set({ roles: { stageSpeaker: true } }, { merge: true });
  await walkUntil(speaker, STAGE.x, STAGE.y);
  const overlay = speaker.getByRole('region', { name: 'Global stage' });
  await expect(overlay.getByRole('heading', { name: 'Raised hands' })).toBeVisible();
  await expect(overlay).toContainText('No hands raised.');

  const askerId = await joinWithSound(asker, 'Ann');
  await walkUntil(asker, FAR_EAST.x, FAR_EAST.y);
  expect(await distanceFrom(asker, STAGE.x, STAGE.y)).toBeGreaterThan(30);
  // Beyond earshot, the speaker does not hear the attendee.
  expect(await loudestFrom(speaker, askerId)).toBeLessThan(SILENCE);

  // By key: H raises the hand; the button says so and the speaker's queue has it.
  await asker.keyboard.press('h');
  const handButton = asker.getByRole('button', { name: 'Lower hand' });
  await expect(handButton).toHaveAttribute('aria-pressed', 'true');
  await expect(asker.getByRole('status').filter({ hasText: 'Your hand is raised.' })).toHaveCount(
    1,
  );
  await expect
    .poll(async () => (await event.collection('rooms/demo/hands').doc(askerId).get()).exists)
    .toBe(true);
  await expect
    .poll(async () =>
      (await event.collection('rooms/demo/positions').doc(askerId).get()).get('hand'),
    )
    .toBe(true);
  const queue = overlay.getByRole('listitem').filter({ hasText: 'Ann' });
  await expect(queue).toBeVisible({ timeout: 30_000 });
  await expectNoViolations(speaker, 'the stage overlay with a raised hand');

  // By keyboard: the speaker gives the floor; the hand is lowered; both are told.
  await queue.getByRole('button', { name: 'Give the floor: Ann' }).press('Enter');
  await expect.poll(async () => (await event.get()).get(`eventStage.floor.${askerId}`)).toBe(true);
  await expect(asker.getByRole('button', { name: 'Raise hand' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  const notice = asker.getByRole('region', { name: 'The floor' });
  await expect(notice.getByRole('status')).toHaveText(
    'You have the floor: everyone in this room hears you.',
  );
  await expect(speaker.getByRole('region', { name: 'The floor' })).toContainText(
    'Ann has the floor.',
  );
  await expect(overlay).toContainText('No hands raised.');
  await expectNoViolations(asker, 'the floor notice');

  // Heard from afar, as a stage speaker is.
  await expectHeard(speaker, asker, askerId, speakerId);

  // Taken back: silence again at that distance, and the notices are gone.
  await overlay.getByRole('button', { name: 'Take back the floor: Ann' }).press('Enter');
  await expect
    .poll(async () => (await event.get()).get(`eventStage.floor.${askerId}`))
    .toBeUndefined();
  await expect(notice.getByRole('status')).toHaveText('');
  await expect.poll(() => loudestFrom(speaker, askerId), { timeout: 30_000 }).toBeLessThan(SILENCE);

  // The holder may end it too: given again, 'Done' ends it.
  await asker.keyboard.press('h');
  await expect(queue).toBeVisible({ timeout: 30_000 });
  await queue.getByRole('button', { name: 'Give the floor: Ann' }).press('Enter');
  await notice.getByRole('button', { name: 'Done' }).press('Enter');
  await expect
    .poll(async () => (await event.get()).get(`eventStage.floor.${askerId}`))
    .toBeUndefined();
});
