import { expect, test } from './base';
import { adminDb, joinDemo, remotesOf } from './support';

test('Leave demo takes the attendee offline and removes their avatar for others at once', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stayer = await (await browser.newContext()).newPage();
  const leaver = await (await browser.newContext()).newPage();
  await joinDemo(stayer, 'Stayer');
  const leaverId = await joinDemo(leaver, 'Leaver');
  await expect
    .poll(async () => (await remotesOf(stayer)).map((r) => r.id), { timeout: 30_000 })
    .toContain(leaverId);

  await leaver.getByRole('button', { name: 'Menu' }).click();
  await leaver.getByRole('menuitem', { name: 'Leave demo' }).click();
  await expect(leaver).toHaveURL(/\/signup$/, { timeout: 10_000 });
  // Gone for the other within 3 s of landing (the writes were made before navigating).
  await expect
    .poll(async () => (await remotesOf(stayer)).map((r) => r.id), { timeout: 3_000 })
    .not.toContain(leaverId);
  const user = await adminDb().doc(`events/demo/users/${leaverId}`).get();
  expect(user.get('online')).toBe(false);
  const position = await adminDb().doc(`events/demo/rooms/demo/positions/${leaverId}`).get();
  expect(position.exists).toBe(false);
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
