import { expect, type Page } from './base';
import type { EventFixture } from './fixtures';
import type { Region } from './pixels';
import { adminDb } from './support';

/** A screen north of the spawn, facing it (angle 0 faces south, towards the camera). */
export const SCREEN = { x: 512, y: 502 };
/** Where the players stand: inside the screen's 17 x 11 m area, 4 m in front of it. */
export const VIEWING_SPOT = { x: 512, y: 506 };
/**
 * To the right of the screen: the camera looks north over the player's shoulder, so the screen
 * is seen on the left, clear of the overlays of the top centre.
 */
export const SIDE_SPOT = { x: 518.5, y: 506 };

/** A video screen placed in the event's main room with the admin SDK. */
export async function placeScreen(
  event: EventFixture,
  id: string,
  at: { x: number; y: number },
  props: Record<string, unknown>,
) {
  await adminDb()
    .doc(`events/${event.id}/rooms/_main/instances/${id}`)
    .set({
      assetId: 'videoScreen',
      assetType: 'interactive',
      ...at,
      angle: 0,
      created: 0,
      props: { _videoVolume: 50, _videoLivestream: false, _videoLooping: false, ...props },
    });
}

/**
 * The middle of the screen as drawn (its player box's transformed bounds, inset by a fifth),
 * left of the overlays of the top centre.
 */
export async function screenRegion(page: Page, id: string): Promise<Region> {
  const box = await page.locator(`.video-layer__screen[data-screen="${id}"]`).boundingBox();
  const overlay = await page.getByRole('region', { name: 'Video screen' }).boundingBox();
  if (!box || !overlay) throw new Error(`Screen ${id} is not on screen`);
  const left = Math.max(0, box.x + box.width * 0.2);
  const right = Math.min(box.x + box.width * 0.8, overlay.x - 8);
  const top = Math.max(0, box.y + box.height * 0.2);
  const region = {
    x: Math.round(left),
    y: Math.round(top),
    width: Math.round(right - left),
    height: Math.round(box.y + box.height * 0.8 - top),
  };
  expect(region.width, 'screen width in view').toBeGreaterThan(30);
  expect(region.height, 'screen height in view').toBeGreaterThan(30);
  return region;
}

/** Waits until the screen's box stands still (the camera has caught up with a walk). */
export async function screenSettled(page: Page): Promise<void> {
  let placed = '';
  await expect
    .poll(async () => {
      const now = JSON.stringify(await page.locator('.video-layer__screen').boundingBox());
      const still = now === placed;
      placed = now;
      return still;
    })
    .toBe(true);
}
