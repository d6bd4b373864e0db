// Runs inside `firebase emulators:exec`: seeds the emulators, then the emulator-backed Vitest
// projects and the Playwright suite. The rules tests clear Firestore, so the seed runs again
// before each step. (The soak runs after this, in emulators of its own: scripts/test.mjs.)
// The end-to-end suite runs with the scheduled functions on their schedules, as a deployment
// and `npm start` do (emulators/scheduler.mjs); the Vitest functions tests run the sweeps
// themselves and must not meet a scheduled one halfway through.
import { spawn, spawnSync } from 'node:child_process';
import { warmFunctions } from './emulators/warm-functions.mjs';
import { timed } from './report/phase-times.mjs';

// Every HTTP function's worker started before the first test that calls it (warm-functions.mjs
// says why); a failure here costs only slower first calls.
await timed('  Functions started ahead', () =>
  warmFunctions().catch((error) => console.warn(`Functions not started ahead: ${error.message}`)),
);

/** Seeds the emulators in a fresh process; exits the run when it fails. */
function seed() {
  // A fresh process each time: the admin SDK keeps HTTP connections alive, and after a long
  // test run the emulators have closed them (EPIPE on reuse).
  const seeded = spawnSync('node', ['scripts/seed.mjs', '--quiet'], { stdio: 'inherit' });
  if (seeded.status !== 0) {
    console.error('\nFAILED: seeding the emulators.');
    process.exit(seeded.status || 1);
  }
}

/** Runs a command; with `buffered`, its output is kept and printed whole when it ends. */
function run(command, args, { buffered = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const kept = [];
    if (buffered) {
      child.stdout.on('data', (chunk) => kept.push(chunk));
      child.stderr.on('data', (chunk) => kept.push(chunk));
    }
    child.on('close', (code, signal) => {
      if (buffered) process.stdout.write(Buffer.concat(kept));
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const vitest = (project) => ['vitest', 'run', '--project', project];

seed();
// The rules tests and the functions tests side by side: the rules files work in Firestore
// projects of their own (tests/support/rulesEnv.ts) and keep the CPU busy, while the functions
// files mostly wait for the emulator (triggers, sweeps, workers starting). One after the other
// they took 3.6 and 2.6 minutes. Two processes, so each keeps its own worker numbering (the
// rules files' projects are named after it). The functions' output is printed when they end.
console.log('\n=== Vitest (rules, functions) ===');
const codes = await timed('  Vitest (rules, functions)', () =>
  Promise.all([run('npx', vitest('rules')), run('npx', vitest('functions'), { buffered: true })]),
);
const failed = ['rules', 'functions'].filter((_, i) => codes[i] !== 0);
if (failed.length > 0) {
  console.error(`\nFAILED: Vitest (${failed.join(', ')}).`);
  process.exit(1);
}

seed();
console.log('\n=== Playwright (end to end) ===');
const e2e = await timed('  Playwright (end to end)', () =>
  run('node', ['scripts/emulators/scheduler.mjs', 'npx', 'playwright', 'test']),
);
if (e2e !== 0) {
  console.error('\nFAILED: Playwright (end to end).');
  process.exit(e2e);
}
