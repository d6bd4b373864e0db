import { defineConfig } from '@playwright/test';
import { resolveChromium } from './scripts/browser/chromium.mjs';

// Resolved before the config object: Playwright loads this ESM config with top-level await.
const chromium = await resolveChromium();

/** The Vite dev server, as `npm start` runs it (StrictMode, unbundled modules, debug handle). */
const DEV_URL = 'http://127.0.0.1:5174';
/** The production build (`vite build`), served as a deployment would. */
const PRODUCTION_URL = 'http://127.0.0.1:4173';
/** Specs that run against the production build; everything else runs against the dev server. */
const PRODUCTION_SPECS = /production\.spec\.ts$/;
/**
 * Real WebRTC between three pages: its own project, so its own worker and a fresh browser.
 * After the rest of the suite has run in one browser, a third page's received audio stayed
 * silent in full runs (never when the spec ran alone).
 */
const VOICE_SPECS = /voice\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    viewport: { width: 960, height: 600 },
    launchOptions: { executablePath: chromium.executablePath, args: chromium.args },
    trace: 'off',
  },
  projects: [
    { name: 'dev', use: { baseURL: DEV_URL }, testIgnore: [PRODUCTION_SPECS, VOICE_SPECS] },
    { name: 'voice', use: { baseURL: DEV_URL }, testMatch: VOICE_SPECS },
    { name: 'production', use: { baseURL: PRODUCTION_URL }, testMatch: PRODUCTION_SPECS },
  ],
  webServer: [
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
