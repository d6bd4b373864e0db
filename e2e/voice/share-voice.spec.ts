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

async function join(browser: Browser, event: { slug: string; name: string }, name: string) {
  const account = await createAccount();
  const context = await browser.newContext();
  // The sharer's budget is lowered to one viewer (test builds only), so three browsers show
  // the line a share's budget makes.
  await context.addInitScript(() => {
    window.__menagerieShareBudget = 1;
  });
  const page = await context.newPage();
  await signIn(page, `/event/${event.slug}`, account);
  await joinEventFromForm(page, event.name, name);
  return { page, uid: account.uid };
}

/**
 * Screen sharing with real WebRTC between three Chromiums, the capture from Chromium's fake
 * screen: an organiser shares onto a screen; of two attendees in sight, one sees the picture
 * (frames advance, the pixels where the screen is drawn change) and the other waits in line,
 * told so; an attendee has no 'Share my screen' and a forged share is refused; a video
 * controller trying a second share is told who shares; 'Stop sharing' gives the screen back.
 */
test('a shared screen reaches the viewer in sight within the budget; the next waits, told so; one share per screen; stop restores the screen', async ({
  browser,
}) => {
  // Three worlds on a software renderer, walks included.
  test.setTimeout(300_000);
  const owner = await createAccount();
  const event = await createEvent(owner.uid);
  await placeScreen(event, SCREEN_ID, SCREEN, { _videoUrl: '' });
  const ownerContext = await browser.newContext();
  await ownerContext.addInitScript(() => {
    window.__menagerieShareBudget = 1;
  });
  const ann = await ownerContext.newPage();
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
  const panel = (page: Page) => page.getByRole('region', { name: 'Video screen' });
  const shareButton = (page: Page) => panel(page).getByRole('button', { name: 'Share my screen' });

  // Attendees may not share: no button, and a share written past the panel is refused.
  await expect(panel(bea.page).getByRole('heading')).toBeVisible();
  await expect(shareButton(bea.page)).toHaveCount(0);
  expect(
    await bea.page.evaluate((id) => window.__menagerieVideo!.forgeShare(id as string), SCREEN_ID),
  ).toBe('permission-denied');
  const shareDoc = adminDb().doc(`events/${event.id}/rooms/_main/shares/${SCREEN_ID}`);
  expect((await shareDoc.get()).exists).toBe(false);

  // What the screen shows before: its 'no video' face, as each attendee sees it.
  const seen = new Map<Page, { region: Region; before: number[] }>();
  for (const page of [bea.page, cal.page]) {
    await screenSettled(page);
    const region = await screenRegion(page, SCREEN_ID);
    seen.set(page, { region, before: await pixelsOf(page, region) });
  }

  // The organiser shares (the browser's picker answers with Chromium's fake screen).
  await shareButton(ann).click();
  await expect(panel(ann).getByRole('button', { name: 'Stop sharing' })).toBeVisible();
  await expect.poll(async () => (await shareDoc.get()).get('uid')).toBe(owner.uid);
  // Within the budget of one: one attendee sees it, the other waits and is told so.
  await expect(panel(ann).getByRole('status').filter({ hasText: 'You are sharing' })).toHaveText(
    'You are sharing your screen on this screen. 1 person sees it; 1 more waits for a place.',
    { timeout: 30_000 },
  );
  const waitingLine = (page: Page) => panel(page).getByRole('status').filter({ hasText: WAITING });
  await expect
    .poll(async () => (await waitingLine(bea.page).count()) + (await waitingLine(cal.page).count()))
    .toBe(1);
  const beaWaits = (await waitingLine(bea.page).count()) === 1;
  const [viewer, waiter] = beaWaits ? [cal.page, bea.page] : [bea.page, cal.page];
  await expect(panel(viewer).getByRole('status').filter({ hasText: 'Ann is sharing' })).toHaveText(
    'Ann is sharing their screen here.',
  );
  expect(await sharedFrames(waiter)).toBe(-1);

  // The viewer's screen shows the shared picture: its frames advance...
  await expect.poll(() => sharedFrames(viewer), { timeout: 30_000 }).toBeGreaterThan(0);
  const frames = await sharedFrames(viewer);
  await expect.poll(() => sharedFrames(viewer)).toBeGreaterThan(frames + 3);
  // ...and where the screen is drawn, the pixels are the share's; the waiter's are unchanged.
  const { region, before } = seen.get(viewer)!;
  await expect
    .poll(async () => changedFraction(before, await pixelsOf(viewer, region)), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0.2);
  const waiterView = seen.get(waiter)!;
  expect(
    changedFraction(waiterView.before, await pixelsOf(waiter, waiterView.region)),
  ).toBeLessThan(0.05);
  await viewer.screenshot({ path: test.info().outputPath('share-seen.png') });
  await waiter.screenshot({ path: test.info().outputPath('share-waiting.png') });
  await expectNoViolations(ann, 'the screen panel while sharing');
  await expectNoViolations(waiter, 'the screen panel of a viewer waiting for a place');

  // One share per screen: a video controller is told who shares, and no picker opens.
  await adminDb()
    .doc(`events/${event.id}/members/${cal.uid}`)
    .set({ roles: { videoController: true } }, { merge: true });
  await shareButton(cal.page).click();
  await expect(panel(cal.page).getByRole('alert')).toHaveText(
    'Ann is already sharing on this screen: one share at a time.',
  );
  expect(
    await cal.page.evaluate((id) => window.__menagerieVideo!.forgeShare(id as string), SCREEN_ID),
  ).toBe('permission-denied');
  expect((await shareDoc.get()).get('uid')).toBe(owner.uid);

  // 'Stop sharing' ends it: the document goes, and the screen shows its own face again.
  await panel(ann).getByRole('button', { name: 'Stop sharing' }).click();
  await expect.poll(async () => (await shareDoc.get()).exists).toBe(false);
  for (const page of [viewer, waiter]) {
    await expect(page.locator(SHARED_VIDEO)).toHaveCount(0);
    await expect(panel(page).getByRole('status').filter({ hasText: 'sharing' })).toHaveCount(0);
  }
  await expect(shareButton(ann)).toBeVisible();
  await expect
    .poll(async () => changedFraction(before, await pixelsOf(viewer, region)))
    .toBeLessThan(0.05);
});
