// Runs one benchmark by itself inside the emulators (with dist-bench built): seeds, serves the
// bench build, launches the browser the tests use, measures, and cleans up.
import { chromium } from '@playwright/test';
import { resolveChromium } from '../browser/chromium.mjs';
import { seed } from '../seed.mjs';
import { serveDist } from './serve-dist.mjs';

/** Whether the module at `url` is the script node was started with. */
export const isMain = (url) => url === `file://${process.argv[1]}`;

/** Calls `measure(browser, base)` against the served bench build (or another, `dist`). */
export async function runAlone(measure, { dist = 'dist-bench' } = {}) {
  await seed({ quiet: true });
  const server = await serveDist(4174, dist);
  const browser = await chromium.launch(await resolveChromium());
  try {
    await measure(browser, 'http://127.0.0.1:4174');
  } finally {
    await browser.close();
    server.close();
  }
}
