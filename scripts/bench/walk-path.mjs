/* global window, document */
// The walk path as a first visitor's browser fetches it from the production build, on a
// throttled 'slow 4G' link: every .js and .wasm file, lazily loaded ones included, until the
// first screen is interactive and until the avatar walks (sized gzip -9 from dist/, as a
// compressing server would send them), the time from the navigation to the first interactive
// screen with the waterfall of requests before it (waterfall.mjs), and the time from clicking
// 'Join now' to walking.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { openJoinForm } from './join.mjs';
import { isMain, runAlone } from './alone.mjs';
import { printJoinWaterfall, printWaterfall, recordWaterfall } from './waterfall.mjs';

/** Lighthouse's 'slow 4G' (1.6 Mbps down, 750 Kbps up, 150 ms round trip), in bytes/s. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
const COUNTED = /\.(js|wasm)$/;
const RUNS = Number(process.env.WALK_RUNS ?? 3);

/** The build directory the measured server serves (sizes are read from the same files). */
let servedDir = 'dist-walk';
const gzipped = new Map();
function gzipSize(pathname) {
  if (!gzipped.has(pathname)) {
    gzipped.set(pathname, gzipSync(readFileSync(`${servedDir}${pathname}`), { level: 9 }).length);
  }
  return gzipped.get(pathname);
}

/** Records the build's .js/.wasm files as their downloads finish; returns what finished so far. */
function recordDownloads(page, base) {
  const finished = new Set();
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.origin === base && COUNTED.test(url.pathname)) finished.add(url.pathname);
  });
  return () => [...finished];
}

/** Waits for the world to be shown, sets a walk outwards from the plaza and waits for motion. */
async function walkAway(page) {
  await page.waitForFunction(
    () => Boolean(window.__menagerie) && !document.querySelector('.world__loading'),
    undefined,
    { timeout: 120_000, polling: 50 },
  );
  const start = await page.evaluate(() => {
    const world = window.__menagerie;
    const { x, y } = world.player;
    // Spawns ring (512, 512); outwards leads away from the fountain and its benches.
    const away = Math.hypot(x - 512, y - 512) || 1;
    world.walkTo(x + ((x - 512) / away) * 3, y + ((y - 512) / away) * 3);
    return { x, y };
  });
  await page.waitForFunction(
    ({ x, y }) =>
      Math.hypot(window.__menagerie.player.x - x, window.__menagerie.player.y - y) > 0.05,
    start,
    { timeout: 60_000, polling: 50 },
  );
}

/** One first visit (a fresh context, so an empty cache) on the throttled link. */
async function firstVisit(browser, base) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  const downloaded = recordDownloads(page, base);
  const waterfall = await recordWaterfall(page, cdp, base);
  // The first screen is the intro or the join form; openJoinForm waits for it, then fills in.
  const button = await openJoinForm(page, base, 'Walker');
  const firstScreenWaterfall = await waterfall.firstScreen();
  // What had arrived when the page showed it (files it started, like the picker's, not yet).
  const beforeFirstScreen = firstScreenWaterfall.requests
    .filter((r) => !r.failed && r.end !== null && r.end <= firstScreenWaterfall.firstScreenMs)
    .map((r) => new URL(r.url))
    .filter((url) => url.origin === base && COUNTED.test(url.pathname))
    .map((url) => url.pathname);
  const clickMs = Math.round(await page.evaluate(() => performance.now()));
  const clickedAt = Date.now();
  await button.click();
  await walkAway(page);
  const walkingMs = Date.now() - clickedAt;
  const toWalk = downloaded();
  if (process.env.WALK_WATERFALL) printJoinWaterfall(waterfall.all(), clickMs);
  await context.close();
  return { beforeFirstScreen, toWalk, walkingMs, waterfall: firstScreenWaterfall };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (files) => files.reduce((sum, file) => sum + gzipSize(file), 0);

/**
 * Measures RUNS first visits and prints the figures against the goals; `dir` is the
 * build `base` serves (the walk build, `--mode walk`: the production build plus the world's
 * handle, which sets the walk and sees it start; no other test hook).
 */
export async function measureWalkPath(browser, base, dir = 'dist-walk') {
  servedDir = dir;
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await firstVisit(browser, base));
  const times = runs.map((r) => r.walkingMs).sort((a, b) => a - b);
  const { beforeFirstScreen, toWalk } = runs[0];
  const byFirstScreen = [...runs].sort(
    (a, b) => a.waterfall.firstScreenMs - b.waterfall.firstScreenMs,
  );
  const median = byFirstScreen[Math.floor(RUNS / 2)];
  console.log('\n--- Walk path in the browser (production build, slow 4G, empty cache) ---');
  console.log(
    `JS+WASM fetched before the first screen is interactive: ${kb(total(beforeFirstScreen))} in ${beforeFirstScreen.length} files (goal <= 200 KB)`,
  );
  console.log(
    `JS+WASM fetched until the avatar walks:                  ${kb(total(toWalk))} in ${toWalk.length} files (goal <= 450 KB, issue 31)`,
  );
  console.log(
    `Navigation -> first interactive screen: median ${median.waterfall.firstScreenMs} ms of ${RUNS} runs [${byFirstScreen.map((r) => r.waterfall.firstScreenMs).join(', ')}] (goal <= 1000 ms, issue 31)`,
  );
  console.log(
    `'Join now' -> avatar walking: median ${times[Math.floor(RUNS / 2)]} ms of ${RUNS} runs [${times.join(', ')}] (goal <= 2000 ms, issue 31)`,
  );
  for (const file of [...toWalk]
    .sort((a, b) => gzipSize(b) - gzipSize(a))
    .slice(0, Number(process.env.WALK_FILES ?? 8))) {
    console.log(`  ${kb(gzipSize(file)).padStart(9)}  ${file}`);
  }
  // The median run's: the first run may meet a functions emulator still starting.
  printWaterfall(median.waterfall);
}

// Alone: `node scripts/bench/walk-path.mjs` inside the emulators, with dist-walk built
// (`npx vite build --mode walk --outDir dist-walk`).
if (isMain(import.meta.url)) await runAlone(measureWalkPath, { dist: 'dist-walk' });
