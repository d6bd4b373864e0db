// Which Chromium the end-to-end tests and the benchmarks drive, and with which flags. Playwright
// cannot download its own browser on these machines, and a fresh machine may have no system
// Chromium, so the browser is resolved in this order:
//   1. MENAGERIE_CHROMIUM, an explicit executable (when it points at nothing runnable: a warning,
//      then the next candidate — a stale override must not stop a test run);
//   2. Playwright's own browser, when `npx playwright install` could download it;
//   3. a system Chromium (Debian's package and its usual names);
//   4. the Chromium packaged in the npm package @sparticuz/chromium (Linux x64 only), unpacked
//      to the temporary directory on first use — this is what makes `npm install && npm test`
//      enough on a fresh machine.
import { accessSync, constants } from 'node:fs';
import { withoutPriorityBoost } from './unboosted.mjs';

/**
 * Flags for every candidate: WebGL2 on SwiftShader (no GPU here), fake microphone and camera
 * without a permission prompt, WebRTC between two contexts on loopback, and no background
 * traffic (the machines are offline). --no-sandbox because the tests run as root.
 *
 * The page is composited in software, as Chrome does on a machine whose GPU it cannot use (it
 * keeps SwiftShader for WebGL only): composited on SwiftShader, every frame of a 960 x 600 page
 * cost the GPU process about 20 ms of CPU more, whatever the canvas drew, and the suite's
 * browsers were the largest user of its 2 cores.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist',
  '--disable-gpu-compositing',
  '--allow-loopback-in-peer-connection',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];

const SYSTEM_CHROMIUMS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
];

/**
 * Set once the browser is resolved: Playwright loads its config again in every worker, and the
 * workers inherit the runner's environment, so they reuse the choice silently.
 */
const RESOLVED = 'MENAGERIE_CHROMIUM_RESOLVED';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The first usable candidate in the order above. The machine's facts come in as arguments so
 * that the order itself is unit-tested (chromium.test.ts).
 *
 * @param {object} facts
 * @param {string | undefined} facts.override MENAGERIE_CHROMIUM
 * @param {() => Promise<string | null>} facts.playwright Playwright's own browser, if any
 * @param {string[]} facts.system system Chromium paths to try
 * @param {() => Promise<string | null>} facts.packaged unpacks the packaged Chromium, if any
 */
export async function pickChromium({
  override,
  playwright,
  system,
  packaged,
  isUsable = isExecutable,
  warn = console.warn,
}) {
  if (override) {
    if (isUsable(override)) return { path: override, source: 'MENAGERIE_CHROMIUM' };
    warn(`MENAGERIE_CHROMIUM=${override} is not an executable file; looking further.`);
  }
  const own = await playwright();
  if (own && isUsable(own)) return { path: own, source: "Playwright's own browser" };
  const installed = system.find(isUsable);
  if (installed) return { path: installed, source: 'system Chromium' };
  const unpacked = await packaged();
  if (unpacked) return { path: unpacked, source: 'packaged Chromium (@sparticuz/chromium)' };
  throw new Error(
    "No Chromium found: set MENAGERIE_CHROMIUM to a Chromium executable, install Debian's " +
      '`chromium`, or run `npm install` on Linux x64 to get the packaged one.',
  );
}

/** Where Playwright keeps its own Chromium (loaded lazily: unit tests need no Playwright). */
async function playwrightChromiumPath() {
  const { chromium } = await import('@playwright/test');
  return chromium.executablePath() || null;
}

async function packagedChromiumPath() {
  if (process.platform !== 'linux' || process.arch !== 'x64') return null;
  let packaged;
  try {
    packaged = (await import('@sparticuz/chromium')).default;
  } catch {
    return null; // not installed (it is a dev dependency)
  }
  return packaged.executablePath();
}

/**
 * The Chromium to launch and its flags. Prints the choice once per test run or benchmark.
 * Throws only when no candidate exists at all, saying what to do about it.
 *
 * @example
 *   const { executablePath, args } = await resolveChromium();
 *   const browser = await chromium.launch({ executablePath, args });
 */
export async function resolveChromium() {
  const inherited = process.env[RESOLVED];
  if (inherited && isExecutable(inherited))
    return { executablePath: inherited, args: [...CHROMIUM_ARGS] };
  const found = await pickChromium({
    override: process.env.MENAGERIE_CHROMIUM,
    playwright: playwrightChromiumPath,
    system: SYSTEM_CHROMIUMS,
    packaged: packagedChromiumPath,
  });
  console.log(`Browser: ${found.source} at ${found.path}`);
  const executablePath = withoutPriorityBoost(found.path);
  process.env[RESOLVED] = executablePath;
  return { executablePath, args: [...CHROMIUM_ARGS] };
}
