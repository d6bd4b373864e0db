// Runs one command inside `firebase emulators:exec`, after seeding, e.g. a single end-to-end
// spec while working on it:
//   node scripts/emulated.mjs npx playwright test e2e/own-events/editor.spec.ts --no-deps
// (--no-deps: the demo-room and own-event projects depend on the voice lane, which Playwright
// would otherwise run in full first, file filter or not.)
// The emulators and the test servers listen on fixed ports, so two such runs (from two
// checkouts of this repository) would collide: a run holds a lock file for its whole length
// and the next one waits for it. The Stripe fake (scripts/stripe-fake) runs beside the
// emulators for the length of the run, inside the lock (its port is fixed too).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { emulatorEnv, EMULATORS, PROJECT_ID } from './emulators/setup.mjs';
import { ensureFunctionsDeps } from './ensure-functions-deps.mjs';

// A run in a network namespace of its own (`ip netns exec`) has ports of its own: it names
// another lock so it does not wait for the runs on the machine's loopback. (Chromium in a
// namespace with nothing but loopback takes itself for offline, and every world shows 'You have
// been disconnected.': give the namespace a veth link, without a default route.)
const DEFAULT_LOCK = '/tmp/menagerie-emulators.lock';
const LOCK = process.env.MENAGERIE_EMULATOR_LOCK ?? DEFAULT_LOCK;
/**
 * The Storage emulator keeps its files in the temporary directory's firebase/storage/blobs and
 * empties it when it starts: a second run on the machine (in a namespace, under another lock)
 * emptied the first one's, whose next upload then failed and stopped the Firebase CLI ('An
 * unexpected error has occurred', 2026-12-08). A run under another lock gets a temporary
 * directory of its own.
 */
const privateTmp = LOCK === DEFAULT_LOCK ? {} : { TMPDIR: `${LOCK}.tmp` };
if (privateTmp.TMPDIR) mkdirSync(privateTmp.TMPDIR, { recursive: true });
const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/emulated.mjs <command> [args...]');
  process.exit(2);
}

ensureFunctionsDeps();
// Playwright's production project serves dist/ (built by `npm test` before this point).
if (!existsSync('dist/index.html')) spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
const quoted = command.map((part) => `'${part.replaceAll("'", "'\\''")}'`).join(' ');
const inner = `node scripts/seed.mjs --quiet && ${quoted}`;
const result = spawnSync(
  'flock',
  [
    LOCK,
    'sh',
    '-c',
    `npm --prefix functions run build --silent && node scripts/stripe-fake/with-fake.mjs npx firebase emulators:exec --project ${PROJECT_ID} --only ${EMULATORS} --log-verbosity QUIET "${inner.replaceAll('"', '\\"')}"`,
  ],
  { stdio: 'inherit', env: { ...process.env, ...emulatorEnv(), ...privateTmp } },
);
process.exit(result.status ?? 1);
