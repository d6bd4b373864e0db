import type { Page } from '@playwright/test';
import { pixelsOf, type Region } from './pixels';

/**
 * Pixels of the 3D world alone: every page element but the canvas is hidden while the
 * screenshot is taken, so an overlay or a toolbar over the region does not count.
 */
export async function worldPixelsOf(page: Page, region: Region): Promise<number[]> {
  const style = await page.addStyleTag({
    content:
      'body * { visibility: hidden } .world__canvas, .world__canvas * { visibility: visible }',
  });
  try {
    return await pixelsOf(page, region);
  } finally {
    await style.evaluate((element) => (element as Element).remove());
  }
}
