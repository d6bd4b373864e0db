import { defineConfig } from '@playwright/test';
import { resolveChromium } from './scripts/browser/chromium.mjs';
import { REPORT } from './scripts/report/e2e-failures.mjs';
import { DEV_URL } from './e2e/servers';

// Resolved before the config object: Playwright loads this ESM config with top-level await.
const chromium = await resolveChromium();

/**
 * The test build: bundled like production, with the test hooks (`vite build --mode e2e`). Most
 * specs run against it: a page loads a few bundles instead of hundreds of modules the dev server
 * transforms, which on 2 cores made every join several seconds slower.
 */
const TEST_BUILD_URL = 'http://127.0.0.1:5175';
/** The production build (`vite build`), served as a deployment would. */
const PRODUCTION_URL = 'http://127.0.0.1:4173';
/**
 * The lanes are folders of e2e/: a spec's folder says how it runs.
 *
 * - voice/: real WebRTC between pages, and the pixel test of the animals. Its own project, so
 *   its own worker and a fresh browser, before everything else, alone: after the rest of the
 *   suite had run in one browser, a third page's received audio stayed silent in full runs
 *   (never when the spec ran alone), and the animals' screenshots of a software-rendered world
 *   timed out when another lane's 3D test shared the 2 cores. Against the test build like the
 *   other lanes: on the dev server every page ran React's development build under StrictMode
 *   (each render and effect twice) from hundreds of unbundled modules, CPU that the lane, alone
 *   on the machine, waited for. The animals' pixel test alone (avatars-drawn.spec.ts) stays on
 *   the dev server, as `npm start` serves the world: the animals were once drawn by the build
 *   and not by the dev server.
 * - pages/: screens without a 3D world (sign-in, account, billing, staff pages, invites, the
 *   insights page, hosting), in events or accounts of their own. They run beside the voice lane,
 *   on the second worker it leaves idle: a page without a world costs a fraction of a core,
 *   where a world on a software renderer costs most of one, so the voice lane keeps its CPU.
 * - beside-voice/: own-event specs (as below) that run on the worker the voice lane leaves idle
 *   once the pages lane is done: the voice lane's tests take one worker for about 8 minutes, and
 *   without these the other stood idle for 5 of them (2026-12-07). Chosen for a small share of
 *   CPU (few worlds at once, much waiting on timers) and for touching nothing the voice lane
 *   reads: not settings/global (the audio quota switches), not the demo event. About 330 s of
 *   tests, so that with the pages lane (180 s) they end when the voice lane does.
 * - own-events/: every test works in events of its own (or in no event): they never meet the
 *   demo room's people, so they run two at a time, or one beside a demo-room test. What they
 *   share beyond their events (settings/global, the scenery catalogue) is guarded by test locks:
 *   e2e/locks.ts.
 * - demo-room/: tests that share the demo room run one at a time (they count avatars,
 *   connections and head counts in that room). A new spec that meets the demo room goes here.
 * - production/: against the production build, after the demo-room lane (it joins the demo too).
 */
const lane = (folder: string) => new RegExp(`/e2e/${folder}/[^/]+\\.spec\\.ts$`);

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // The voice lane first, on one worker, with the pages lane and then the beside-voice lane on
  // the other (no world, then few: they leave the voice lane most of its CPU). Then two lanes: the demo-room project allows one
  // worker, so one lane works through its tests while the other takes own-event specs; once the
  // demo room's are done, both lanes take own-event specs. (One own-event lane beside one
  // demo-room lane left the second lane idle for about 9 of the suite's 21 minutes.)
  workers: 2,
  // Two more attempts in CI: on 2 cores, under two lanes of software-rendered worlds, a test
  // that passes alone has failed twice in a row (a different few each CI run). A retry costs
  // time only when a test failed, and a run with a test failed twice would be red anyway.
  retries: process.env.CI ? 2 : 0,
  // The JSON report is read back by `npm test` to print one line per failure at the very end
  // (scripts/report/e2e-failures.mjs).
  reporter: [['list'], ['json', { outputFile: REPORT }]],
  use: {
    viewport: { width: 960, height: 600 },
    launchOptions: { executablePath: chromium.executablePath, args: chromium.args },
    trace: 'off',
  },
  projects: [
    {
      name: 'voice',
      use: { baseURL: TEST_BUILD_URL },
      testMatch: lane('voice'),
      workers: 1,
    },
    {
      name: 'pages',
      use: { baseURL: TEST_BUILD_URL },
      testMatch: lane('pages'),
      workers: 1,
    },
    {
      name: 'beside-voice',
      use: { baseURL: TEST_BUILD_URL },
      testMatch: lane('beside-voice'),
      workers: 1,
    },
    {
      name: 'demo-room',
      use: { baseURL: TEST_BUILD_URL },
      testMatch: lane('demo-room'),
      dependencies: ['voice'],
      workers: 1,
    },
    {
      name: 'own-events',
      use: { baseURL: TEST_BUILD_URL },
      testMatch: lane('own-events'),
      // Depending on the pages lane instead does not start them beside the voice lane: a run
      // goes stage by stage, and a project starts once every project of the stage before it
      // is done (tried on 2026-12-07: own-event specs still began when the voice lane ended).
      dependencies: ['voice'],
    },
    {
      name: 'production',
      use: { baseURL: PRODUCTION_URL },
      testMatch: lane('production'),
      // It joins the demo room too: after the dev server's demo-room tests.
      dependencies: ['demo-room'],
      workers: 1,
    },
  ],
  webServer: [
    {
      // `npm test` makes the test build beside the production one before the emulators start
      // (scripts/test.mjs) and says so; a run of its own builds it first.
      command:
        (process.env.MENAGERIE_TEST_BUILD_MADE === '1'
          ? ''
          : 'npx vite build --mode e2e --outDir dist-e2e --emptyOutDir --logLevel warn && ') +
        'npx vite preview --outDir dist-e2e --host 127.0.0.1 --port 5175 --strictPort',
      url: `${TEST_BUILD_URL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      command: 'npx vite --host 127.0.0.1 --port 5174 --strictPort',
      url: `${DEV_URL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: 'npx vite preview --host 127.0.0.1 --port 4173 --strictPort',
      url: `${PRODUCTION_URL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
