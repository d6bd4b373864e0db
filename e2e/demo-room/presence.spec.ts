import { expect, test } from '../base';
import { adminDb, joinDemo, remotesOf, twoInDemo, waitForWorld } from '../support';

test('Leave demo takes the attendee offline and removes their avatar for others at once', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { a: stayer, b: leaver, bId: leaverId } = await twoInDemo(browser, 'Stayer', 'Leaver');

  await leaver.getByRole('button', { name: 'Menu' }).click();
  await leaver.getByRole('menuitem', { name: 'Leave demo' }).click();
  await expect(leaver).toHaveURL(/\/signup$/, { timeout: 10_000 });
  // Leaving goes on after 3 s whatever the network says; a loaded machine's emulator has been
  // seen to take that long to commit a write. Once the removal is stored, the other sees the
  // avatar go within 3 s.
  const position = adminDb().doc(`events/demo/rooms/demo/positions/${leaverId}`);
  await expect.poll(async () => (await position.get()).exists, { timeout: 15_000 }).toBe(false);
  await expect
    .poll(async () => (await remotesOf(stayer)).map((r) => r.id), { timeout: 3_000 })
    .not.toContain(leaverId);
  const user = await adminDb().doc(`events/demo/users/${leaverId}`).get();
  expect(user.get('online')).toBe(false);
});

test('a second tab takes the session over; the first offers to resume it and gets it back', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const first = await context.newPage();
  const uid = await joinDemo(first, 'Twin');
  const second = await context.newPage();
  expect(await joinDemo(second, 'Twin')).toBe(uid);

  const resume = first.getByRole('button', { name: 'Resume connection here' });
  await expect(
    first.getByRole('heading', { name: 'You are logged in on another browser window or tab.' }),
  ).toBeVisible({ timeout: 15_000 });
  await resume.click();
  await expect(
    second.getByRole('heading', { name: 'You are logged in on another browser window or tab.' }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(first.getByRole('button', { name: /^Chat/ })).toBeVisible();
  await expect(resume).toHaveCount(0);
});

test('a join that cannot reach the server fails visibly and can be tried again', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/demo');
  const intro = page.getByRole('dialog', { name: /Welcome to Menagerie!/ });
  await intro.getByRole('button', { name: "Let's go!" }).press('Enter');
  const form = page.getByRole('dialog', { name: /^Join / });
  await expect(form).toBeVisible({ timeout: 30_000 });
  await form.getByLabel('Your Name').fill('Offline Olive');
  // The network goes once the page has its code: what is tested is the join's own request. The
  // intro preloads the session's and the world's chunks (EventShell); importing them again
  // resolves once they and all they import are loaded. (Waiting for the network to fall idle
  // took a minute: the database's long poll keeps a request open.)
  await page.waitForFunction(() => {
    const names = performance.getEntriesByType('resource').map((entry) => entry.name);
    return ['EventSession', 'WorldView'].every((chunk) =>
      names.some((name) => new RegExp(`/${chunk}-[\\w-]+\\.js$`).test(name)),
    );
  });
  await page.evaluate(async () => {
    const chunks = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => /\/(EventSession|WorldView)-[\w-]+\.js$/.test(name));
    await Promise.all(chunks.map((url) => import(/* @vite-ignore */ url)));
  });
  await context.setOffline(true);
  await form.getByRole('button', { name: 'Join now' }).click();
  // Offline, the join fails (at once or after 15 s) and the form comes back with the reason.
  const again = page.getByRole('dialog', { name: /^Join / });
  await expect(again.getByRole('alert')).toContainText(
    'Unable to join the event. The server did not answer',
    { timeout: 30_000 },
  );
  await expect(again.getByLabel('Your Name')).toHaveValue('Offline Olive');
  await context.setOffline(false);
  await again.getByRole('button', { name: 'Join now' }).click();
  // Back online, the retry reconnects at once instead of waiting out the SDK's back-off.
  await expect(page.getByRole('button', { name: /^Chat/ })).toBeVisible({ timeout: 20_000 });
  await waitForWorld(page);
});

test('a lost network shows the disconnected screen; Reconnect restores the session without a reload', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  const uid = await joinDemo(page, 'Wanderer');
  await context.setOffline(true);
  await expect(page.getByRole('heading', { name: 'You have been disconnected.' })).toBeVisible();
  await page.getByRole('button', { name: 'Reconnect' }).click();
  await expect(page.getByRole('alert')).toContainText('You are still offline.');
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Reconnect' }).click();
  expect(await waitForWorld(page)).toBe(uid);
  await expect(page.getByRole('button', { name: /^Chat/ })).toBeVisible();
  const user = await adminDb().doc(`events/demo/users/${uid}`).get();
  expect(user.get('online')).toBe(true);
});
