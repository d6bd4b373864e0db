import { expectNoViolations } from '../axe';
import { expect, test } from '../base';
import { createAccount, joinEventFromForm, signIn } from '../fixtures';
import { adminDb, playerOf, walkTo } from '../support';

/**
 * Each person's audio as the viewer experiences it, in the attendees panel and Nearby: real
 * WebRTC between two headless Chromiums (fake microphones) in an event of their own.
 */
test("the attendees panel and Nearby say how each person's audio reaches the viewer: connected, muted, too far", async ({
  ownerAndGuest,
}) => {
  test.setTimeout(180_000);
  const { ownerPage, guestPage, guest, event } = ownerAndGuest;
  // The guest's own audio.micEnabled: true while the microphone is on (issue 29 #11).
  const guestMicEnabled = async () =>
    (await adminDb().doc(`events/${event.id}/users/${guest.uid}`).get()).get('audio.micEnabled');

  await ownerPage.getByRole('button', { name: 'Attendees', exact: true }).click();
  const people = ownerPage.getByRole('dialog', { name: 'Attendees' });
  const guestRow = people.getByRole('listitem').filter({ hasText: 'Guest' });
  // Loopback: a direct link, not a relayed one.
  await expect(guestRow).toContainText('audio connected', { timeout: 30_000 });
  await expect(guestRow).not.toContainText('relayed');
  await expect(ownerPage.locator('.voice-badge')).toHaveText('Audio connected');
  await expectNoViolations(ownerPage, 'the attendees panel with audio states');
  await expect.poll(guestMicEnabled, { timeout: 15_000 }).toBe(true);

  // The guest mutes: still connected, saying nothing.
  await guestPage.getByRole('button', { name: /^Mute/ }).click();
  await expect(guestRow).toContainText('muted', { timeout: 15_000 });
  await expect.poll(guestMicEnabled, { timeout: 15_000 }).toBe(false);
  await ownerPage.keyboard.press('Escape');

  // The guest walks out of earshot (16 m and the hysteresis margin): too far to hear.
  const start = await playerOf(guestPage);
  await walkTo(guestPage, start.x + 28, start.y);
  await expect
    .poll(async () => (await playerOf(guestPage)).x - start.x, { timeout: 60_000 })
    .toBeGreaterThan(27);
  await ownerPage.getByRole('button', { name: 'Nearby' }).click();
  const nearby = ownerPage.getByRole('region', { name: 'Nearby' });
  await expect(nearby.getByRole('listitem').filter({ hasText: 'Guest' })).toContainText(
    'too far to hear',
    { timeout: 15_000 },
  );
  // Nobody within earshot: nothing to carry, so the badge may say connected.
  await expect(ownerPage.locator('.voice-badge')).toHaveText('Audio connected');
});

test("someone joining beside another person is never told 'Nobody else is here yet' while their audio starts", async ({
  browser,
  ownEvent,
}) => {
  test.setTimeout(120_000);
  const { event } = ownEvent;
  const guest = await createAccount();
  const guestPage = await (await browser.newContext()).newPage();
  // Every text the guest's voice badge shows, from the page's first script on.
  await guestPage.addInitScript(() => {
    const seen: string[] = [];
    window.__badgeTexts = seen;
    new MutationObserver(() => {
      const text = document.querySelector('.voice-badge')?.textContent ?? null;
      if (text !== null && seen.at(-1) !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await signIn(guestPage, `/event/${event.slug}`, guest);
  await joinEventFromForm(guestPage, event.name, 'Guest');
  await expect(guestPage.locator('.voice-badge')).toHaveText('Audio connected', {
    timeout: 60_000,
  });
  const seen = await guestPage.evaluate(() => window.__badgeTexts!);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen).not.toContain('Nobody else is here yet');
});
