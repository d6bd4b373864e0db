/**
 * Whether this build exposes figures to end-to-end tests and benchmarks (window handles, read
 * counters): the dev server (`npm start`), the test build (`vite build --mode e2e`, which the
 * Playwright suite runs against) and the benchmark build (`--mode bench`). A production build
 * compiles every hook out (e2e/production/production.spec.ts checks they are absent).
 */
export const TEST_HOOKS_ENABLED =
  import.meta.env.DEV || import.meta.env.MODE === 'e2e' || import.meta.env.MODE === 'bench';

/**
 * Whether the world exposes its handle (window.__menagerie: the player, walkTo, render figures):
 * every build with test hooks, and the walk-path build (`vite build --mode walk`), which is the
 * production build plus this handle alone, so the walk-path bench weighs what a visitor fetches
 * and can still set a walk and see it start.
 */
export const WORLD_HANDLE_ENABLED = TEST_HOOKS_ENABLED || import.meta.env.MODE === 'walk';

/** Where the Firestore emulator listens; see firestoreEmulatorPort. */
const FIRESTORE_EMULATOR_PORT = 8080;

/**
 * The Firestore emulator's port. Test builds only: an e2e test may route one page's database
 * traffic through a proxy it can cut (localStorage 'menagerie:test:firestorePort', set before
 * the page loads; e2e/beside-voice/faults.spec.ts), so an outage hits that page alone.
 */
export function firestoreEmulatorPort(): number {
  if (!TEST_HOOKS_ENABLED) return FIRESTORE_EMULATOR_PORT;
  const port = Number(globalThis.localStorage?.getItem('menagerie:test:firestorePort'));
  return Number.isInteger(port) && port > 0 ? port : FIRESTORE_EMULATOR_PORT;
}

/**
 * Test builds only: the ICE transport policy forced on every voice link and network check
 * (localStorage 'menagerie:test:iceTransportPolicy' = 'relay', set before the page loads), so
 * an e2e test can prove that voice crosses a TURN server (e2e/voice/relay-voice.spec.ts). A
 * production build always lets the browser choose ('all').
 */
export function forcedIceTransportPolicy(): RTCIceTransportPolicy {
  if (!TEST_HOOKS_ENABLED) return 'all';
  return globalThis.localStorage?.getItem('menagerie:test:iceTransportPolicy') === 'relay'
    ? 'relay'
    : 'all';
}
