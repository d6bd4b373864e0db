import { defineConfig } from '@playwright/test';
import { resolveChromium } from './scripts/browser/chromium.mjs';

// Resolved before the config object: Playwright loads this ESM config with top-level await.
const chromium = await resolveChromium();

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: 'http://127.0.0.1:4173',
    viewport: { width: 960, height: 600 },
    launchOptions: { executablePath: chromium.executablePath, args: chromium.args },
    trace: 'off',
  },
  webServer: {
    command: 'npx vite preview --host 127.0.0.1 --port 4173 --strictPort',
    url: 'http://127.0.0.1:4173/',
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
