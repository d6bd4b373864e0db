// Runs inside `firebase emulators:exec`: the 30-second soak, then the emulator-backed Vitest
// projects and the Playwright suite, each after a fresh seed (the rules tests clear Firestore).
// The soak comes first so that it measures the event under load in emulators nothing else has
// used yet, not what hundreds of end-to-end tests left in their memory and queues; it had
// emulators of its own, started and stopped once more, until 2026-12-08.
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
function run(command, args, { buffered = false, env = process.env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env,
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
// The soak (scripts/bench/soak.mjs --check: a busy demo room that fails on a page error, a lost
// or duplicated chat message, or a world that applies no move), on the test build (dist-e2e,
// made before the emulators started: scripts/test.mjs). It removes its bots when it ends.
console.log('\n=== Soak (30 s) ===');
const soak = await timed('  Soak (30 s)', () =>
  run('node', ['scripts/bench/soak.mjs', '--check'], {
    env: { ...process.env, SOAK_SECONDS: '30', SOAK_BUILD: 'dist-e2e' },
  }),
);
if (soak !== 0) {
  console.error('\nFAILED: Soak (30 s).');
  process.exit(soak);
}

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
