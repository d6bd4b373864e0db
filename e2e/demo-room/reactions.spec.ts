import { expect, test } from '../base';
import { adminDb, playerOf, quietDemoRoom, twoInDemo, walkUntilThere } from '../support';

test('a reaction shows as a bubble over the avatar for the person near, by button and by key; a double press counts once', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Nobody else in the room: earlier tests' tabs would share the emulator's attention.
  await quietDemoRoom();
  const { a: watcher, b: reactor, bId: reactorId } = await twoInDemo(browser, 'Watcher', 'Reactor');
  const worn = async () =>
    (await adminDb().doc(`events/demo/rooms/demo/positions/${reactorId}`).get()).get('reaction');
  const bubbles = watcher.locator('.world__reaction');

  // Two presses within 500 ms: one reaction.
  await reactor.getByRole('button', { name: 'Wave' }).dblclick();
  await expect(reactor.locator('.world__reaction', { hasText: '👋' })).toBeVisible();
  // Seen by the other once stored and sent to them: a loaded machine's emulator can take
  // seconds. The bubble shows for 3.65 s from when it arrives, so it is looked for at once, not
  // after reading the store from here (an admin read that took seconds under load came back
  // after the bubble had gone).
  await expect(bubbles.filter({ hasText: '👋' })).toBeVisible({ timeout: 15_000 });
  await watcher.screenshot({ path: test.info().outputPath('wave-seen-by-watcher.png') });
  // Hidden after about 3.65 s.
  await expect(bubbles.filter({ hasText: '👋' })).toBeHidden({ timeout: 6_000 });
  await expect.poll(worn, { timeout: 15_000 }).toBe('wave:1');

  // Key 3 (the world has the focus) is a heart. Counted from the wave: 'heart:2' also says the
  // double press above counted once.
  await reactor.locator('.world__canvas').focus();
  await reactor.keyboard.press('3');
  // As the wave: seen from when it arrives. In a loaded clean-clone run the heart took over
  // 15 s to reach the other page (while the wave had come in time).
  await expect(bubbles.filter({ hasText: '❤️' })).toBeVisible({ timeout: 30_000 });
  await expect.poll(worn, { timeout: 15_000 }).toBe('heart:2');
  // Each reaction is also recorded once for the organisers' insights (the double press too:
  // the heart is the last one written).
  await expect
    .poll(
      async () =>
        (await adminDb().doc(`events/demo/reactions/${reactorId}`).get()).get(
          'reaction',
        ) as unknown,
      { timeout: 15_000 },
    )
    .toBe('heart');

  // Typed into the chat field, a digit is text, not a reaction.
  await reactor.getByRole('button', { name: /^Chat/ }).click();
  await reactor.getByRole('textbox', { name: 'Message' }).press('4');
  await expect(reactor.getByRole('textbox', { name: 'Message' })).toHaveValue('4');
  await reactor.waitForTimeout(1000);
  expect(await worn()).toBe('heart:2');
});

test('the Nearby list says who is near, how far and which way, and walks there', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Nobody else in the room: the live region's last words are about Sought, not about an
  // earlier test's closed tab going stale.
  await quietDemoRoom();
  const { a: seeker, b: other } = await twoInDemo(browser, 'Seeker', 'Sought');
  // The walk there goes in a straight line: both stand on the plaza's clear lane, 12 m apart,
  // so no bench or lamp (random spawns put one in the way in one run of five) stops it.
  await walkUntilThere(seeker, 510, 517);
  await walkUntilThere(other, 512, 517);
  await walkUntilThere(other, 522, 517);

  await seeker.getByRole('button', { name: 'Nearby' }).click();
  const panel = seeker.getByRole('region', { name: 'Nearby' });
  // Sought stands 12 m east. The list has been seen to lag there, stuck at 10 m for seconds:
  // on a loaded 2-core machine the Firestore emulator took up to 3 s to commit a position
  // write (the other page got it when the writer got its ack; admin writes from Node slowed
  // at the same moments), and the last position goes out only once the write before it
  // lands. It is given time to catch up.
  await expect(panel).toContainText(/Sought, 1[12] metres east/, {
    timeout: 30_000,
  });
  // The walk stops about 2 m short of where the list last saw Sought (it refreshes each second).
  const gap = async () => {
    const [from, to] = [await playerOf(seeker), await playerOf(other)];
    return Math.hypot(to.x - from.x, to.y - from.y);
  };
  await panel.getByRole('button', { name: 'Walk to Sought' }).click();
  await expect.poll(gap, { timeout: 30_000 }).toBeLessThan(5);
  // The live region said who came near (polite, at most every 5 s).
  await expect(seeker.getByRole('status').filter({ hasText: 'came near' })).toHaveCount(1, {
    timeout: 15_000,
  });
});

test('the map shows the player and the people around, zooms 1x to 5x, and closes by click or Escape', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { a: page } = await twoInDemo(browser, 'Mapper', 'Mapped');

  await page.getByRole('button', { name: 'Map', exact: true }).click();
  const map = page.getByRole('dialog', { name: 'Map' });
  const picture = map.getByRole('img', { name: /^Map at \dx: you, \d+ (person|people)/ });
  await expect(picture).toBeVisible();
  await expect(map.locator('.minimap__person')).not.toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('map.png') });
  const zoomIn = map.getByRole('button', { name: 'Zoom in' });
  const zoomOut = map.getByRole('button', { name: 'Zoom out' });
  for (let i = 0; i < 5; i++) if (await zoomOut.isEnabled()) await zoomOut.click();
  await expect(picture).toHaveAccessibleName(/^Map at 1x/);
  await expect(zoomOut).toBeDisabled();
  for (let i = 0; i < 4; i++) await zoomIn.click();
  await expect(picture).toHaveAccessibleName(/^Map at 5x/);
  await expect(zoomIn).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(map).toHaveCount(0);
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await map.getByRole('img').click();
  await expect(map).toHaveCount(0);
});
