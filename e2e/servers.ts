/**
 * The Vite dev server the suite starts (playwright.config.ts), as `npm start` runs it:
 * StrictMode, unbundled modules, test hooks. The config's default for a lane is the test build;
 * a spec that must meet the world as the dev server serves it says so with this address.
 */
export const DEV_URL = 'http://127.0.0.1:5174';
