/**
 * Whether this build exposes figures to end-to-end tests and benchmarks (window handles, read
 * counters): the dev server (`npm start`), the test build (`vite build --mode e2e`, which the
 * Playwright suite runs against) and the benchmark build (`--mode bench`). A production build
 * compiles every hook out (e2e/production.spec.ts checks they are absent).
 */
export const TEST_HOOKS_ENABLED =
  import.meta.env.DEV || import.meta.env.MODE === 'e2e' || import.meta.env.MODE === 'bench';
