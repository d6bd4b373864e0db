import type { Browser } from '@playwright/test';
import { expect, test, type Page } from '../base';
import { expectNoViolations } from '../axe';
import { createAccount, createEvent, joinEventFromForm, signIn } from '../fixtures';
import { changedFraction, pixelsOf, type Region } from '../pixels';
import { adminDb, walkUntilThere } from '../support';
import {
  placeScreen,
  SCREEN,
  screenRegion,
  screenSettled,
  SIDE_SPOT,
  VIEWING_SPOT,
} from '../videoScreens';

const SCREEN_ID = 'screen';
const SHARED_VIDEO = `.video-layer__screen[data-screen="${SCREEN_ID}"] video[data-share]`;
const WAITING =
  '1 person sees this share, as many as one browser can send to; you are number 1 in line for a place.';

/** Frames the share's video element has shown so far on `page` (-1: none there). */
const sharedFrames = (page: Page) =>
  page.evaluate((selector) => {
    const video = document.querySelector<HTMLVideoElement>(selector);
    return video ? video.getVideoPlaybackQuality().totalVideoFrames : -1;
  }, SHARED_VIDEO);

/** The share's picture reaches `page`: its frames advance. */
async function expectFramesAdvance(page: Page) {
  await expect.poll(() => sharedFrames(page), { timeout: 30_000 }).toBeGreaterThan(0);
  const frames = await sharedFrames(page);
  await expect.poll(() => sharedFrames(page)).toBeGreaterThan(frames + 3);
}

async function join(browser: Browser, event: { slug: string; name: string }, name: string) {
  const account = await createAccount();
  const page = await (await browser.newContext()).newPage();
  await signIn(page, `/event/${event.slug}`, account);
  await joinEventFromForm(page, event.name, name);
  return { page, uid: account.uid };
}

const panel = (page: Page) => page.getByRole('region', { name: 'Video screen' });
const shareButton = (page: Page) => panel(page).getByRole('button', { name: 'Share my screen' });
const stopButton = (page: Page) => panel(page).getByRole('button', { name: 'Stop sharing' });
const sharerLine = (page: Page) => panel(page).getByRole('status').filter({ hasText: 'You are' });

/**
 * Screen sharing with real WebRTC between three Chromiums, the capture from Chromium's fake
 * screen (a moving green test picture). An attendee has no 'Share my screen' and a forged share
 * is refused; the organiser shares and both attendees see it where the screen is drawn (frames
 * advance, pixels change), 'Focus' fills the view with it, and 'Stop sharing' gives the screen
 * back. With the sharer's p2p budget lowered to one viewer, the other attendee waits, told so;
 * a video controller trying a second share is told who shares.
 */
test('a shared screen reaches the attendees in sight; focus fills the view; past the budget a viewer waits, told so; one share per screen; stop restores the screen', async ({
  browser,
}) => {
  // Three worlds on a software renderer, walks included.
  test.setTimeout(300_000);
  const owner = await createAccount();
  const event = await createEvent(owner.uid);
  await placeScreen(event, SCREEN_ID, SCREEN, { _videoUrl: '' });
  const ann = await (await browser.newContext()).newPage();
  await signIn(ann, `/event/${event.slug}`, owner);
  await joinEventFromForm(ann, event.name, 'Ann');
  const bea = await join(browser, event, 'Bea');
  const cal = await join(browser, event, 'Cal');
  // The attendees stand right of the screen, which they see on their left, clear of the
  // overlays; all three are inside its area, where its panel is.
  await Promise.all([
    walkUntilThere(ann, VIEWING_SPOT.x - 5, VIEWING_SPOT.y),
    walkUntilThere(bea.page, SIDE_SPOT.x, SIDE_SPOT.y),
    walkUntilThere(cal.page, SIDE_SPOT.x + 1, SIDE_SPOT.y + 3),
  ]);
  const viewers = [bea.page, cal.page];

  // Attendees may not share: no button, and a share written past the panel is refused.
  await expect(panel(bea.page).getByRole('heading')).toBeVisible();
  await expect(shareButton(bea.page)).toHaveCount(0);
  const forge = (page: Page) =>
    page.evaluate((id) => window.__menagerieVideo!.forgeShare(id as string), SCREEN_ID);
  expect(await forge(bea.page)).toBe('permission-denied');
  const shareDoc = adminDb().doc(`events/${event.id}/rooms/_main/shares/${SCREEN_ID}`);
  expect((await shareDoc.get()).exists).toBe(false);

  // What the screen shows before: its 'no video' face, as each attendee sees it. The voice
  // panel overlaps the screen's top-left corner: the sample waits for its settled state (the
  // voice starts once the world is drawn, and connects meanwhile).
  const seen = new Map<Page, { region: Region; before: number[] }>();
  for (const page of viewers) {
    await expect(page.locator('.voice-badge')).toHaveText('Audio connected', { timeout: 60_000 });
    await screenSettled(page);
    const region = await screenRegion(page, SCREEN_ID);
    seen.set(page, { region, before: await pixelsOf(page, region) });
  }
  const changed = async (page: Page) => {
    const { region, before } = seen.get(page)!;
    return changedFraction(before, await pixelsOf(page, region));
  };

  // The organiser shares (the browser's picker answers with Chromium's fake screen); both
  // attendees see it on the screen.
  await shareButton(ann).click();
  await expect(stopButton(ann)).toBeVisible();
  await expect.poll(async () => (await shareDoc.get()).get('uid')).toBe(owner.uid);
  await expect(sharerLine(ann)).toHaveText(
    'You are sharing your screen on this screen. 2 people see it.',
    { timeout: 30_000 },
  );
  for (const page of viewers) {
    await expect(panel(page).getByRole('status').filter({ hasText: 'Ann is' })).toHaveText(
      'Ann is sharing their screen here.',
    );
    await expect(panel(page).getByRole('status').first()).toHaveText('Shared screen');
    await expectFramesAdvance(page);
    await expect.poll(() => changed(page), { timeout: 15_000 }).toBeGreaterThan(0.2);
  }
  await bea.page.screenshot({ path: test.info().outputPath('share-seen.png') });
  await expectNoViolations(ann, 'the screen panel while sharing');

  // 'Focus' fills the view with the shared picture, until Escape.
  await panel(bea.page).getByRole('button', { name: 'Focus video' }).click();
  const viewport = bea.page.viewportSize()!;
  await expect
    .poll(async () => (await bea.page.locator(SHARED_VIDEO).boundingBox())?.width ?? 0)
    .toBeGreaterThan(viewport.width * 0.9);
  await bea.page.screenshot({ path: test.info().outputPath('share-focused.png') });
  await bea.page.keyboard.press('Escape');
  await expect(panel(bea.page).getByRole('button', { name: 'Focus video' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  // 'Stop sharing' ends it: the document goes, and the screens show their own face again.
  await stopButton(ann).click();
  await expect.poll(async () => (await shareDoc.get()).exists).toBe(false);
  for (const page of viewers) {
    await expect(page.locator(SHARED_VIDEO)).toHaveCount(0);
    await expect(panel(page).getByRole('status').filter({ hasText: 'sharing' })).toHaveCount(0);
    await expect.poll(() => changed(page)).toBeLessThan(0.05);
  }
  await expect(shareButton(ann)).toBeVisible();

  // Past the budget (lowered to one viewer, test builds only): one attendee sees the share,
  // the other is told how many see it and its place in line, and its screen stays as it was.
  await ann.evaluate(() => {
    window.__menagerieShareBudget = 1;
  });
  await shareButton(ann).click();
  await expect(sharerLine(ann)).toHaveText(
    'You are sharing your screen on this screen. 1 person sees it; 1 more waits for a place.',
    { timeout: 30_000 },
  );
  const waitingLine = (page: Page) => panel(page).getByRole('status').filter({ hasText: WAITING });
  await expect
    .poll(async () => (await waitingLine(bea.page).count()) + (await waitingLine(cal.page).count()))
    .toBe(1);
  const [viewer, waiter] =
    (await waitingLine(bea.page).count()) === 1 ? [cal.page, bea.page] : viewers;
  await expectFramesAdvance(viewer!);
  expect(await sharedFrames(waiter!)).toBe(-1);
  expect(await changed(waiter!)).toBeLessThan(0.05);
  await waiter!.screenshot({ path: test.info().outputPath('share-waiting.png') });
  await expectNoViolations(waiter!, 'the screen panel of a viewer waiting for a place');

  // One share per screen: a video controller is told who shares (no picker opens), and a
  // share written past the panel is refused.
  await adminDb()
    .doc(`events/${event.id}/members/${cal.uid}`)
    .set({ roles: { videoController: true } }, { merge: true });
  await shareButton(cal.page).click();
  await expect(panel(cal.page).getByRole('alert')).toHaveText(
    'Ann is already sharing on this screen: one share at a time.',
  );
  expect(await forge(cal.page)).toBe('permission-denied');
  expect((await shareDoc.get()).get('uid')).toBe(owner.uid);
  await stopButton(ann).click();
  await expect.poll(async () => (await shareDoc.get()).exists).toBe(false);
});
