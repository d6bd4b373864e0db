import { expect, test } from './base';
import { adminDb, joinDemo, remotesOf } from './support';

test('a reaction shows as a bubble over the avatar for the person near, by button and by key; a double press counts once', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const reactor = await (await browser.newContext()).newPage();
  const watcher = await (await browser.newContext()).newPage();
  const reactorId = await joinDemo(reactor, 'Reactor');
  await joinDemo(watcher, 'Watcher');
  await expect
    .poll(async () => (await remotesOf(watcher)).map((r) => r.id), { timeout: 30_000 })
    .toContain(reactorId);
  const worn = async () =>
    (await adminDb().doc(`events/demo/rooms/demo/positions/${reactorId}`).get()).get('reaction');
  const bubbles = watcher.locator('.world__reaction');

  // Two presses within 500 ms: one reaction.
  await reactor.getByRole('button', { name: 'Wave' }).dblclick();
  await expect(reactor.locator('.world__reaction', { hasText: '👋' })).toBeVisible();
  await expect(bubbles.filter({ hasText: '👋' })).toBeVisible({ timeout: 5_000 });
  await expect.poll(worn).toBe('wave:1');
  await watcher.screenshot({ path: test.info().outputPath('wave-seen-by-watcher.png') });
  // Hidden after about 3.65 s.
  await expect(bubbles.filter({ hasText: '👋' })).toBeHidden({ timeout: 6_000 });

  // Key 3 (the world has the focus) is a heart.
  await reactor.locator('.world__canvas').focus();
  await reactor.keyboard.press('3');
  await expect(bubbles.filter({ hasText: '❤️' })).toBeVisible({ timeout: 5_000 });
  await expect.poll(worn).toBe('heart:2');

  // Typed into the chat field, a digit is text, not a reaction.
  await reactor.getByRole('button', { name: /^Chat/ }).click();
  await reactor.getByRole('textbox', { name: 'Message' }).press('4');
  await expect(reactor.getByRole('textbox', { name: 'Message' })).toHaveValue('4');
  await reactor.waitForTimeout(1000);
  expect(await worn()).toBe('heart:2');
});
