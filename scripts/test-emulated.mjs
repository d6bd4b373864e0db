// Runs inside `firebase emulators:exec`: seeds the emulators, then the emulator-backed Vitest
// project and the Playwright suite. The rules tests clear Firestore, so the seed runs again
// before each step. (The soak runs after this, in emulators of its own: scripts/test.mjs.)
// The end-to-end suite runs with the scheduled functions on their schedules, as a deployment
// and `npm start` do (emulators/scheduler.mjs); the Vitest functions tests run the sweeps
// themselves and must not meet a scheduled one halfway through.
import { spawnSync } from 'node:child_process';
import { warmFunctions } from './emulators/warm-functions.mjs';
import { timed } from './report/phase-times.mjs';

// Every HTTP function's worker started before the first test that calls it (warm-functions.mjs
// says why); a failure here costs only slower first calls.
await warmFunctions().catch((error) =>
  console.warn(`Functions not started ahead: ${error.message}`),
);

for (const [name, command, args, env = {}] of [
  [
    'Vitest (rules, functions)',
    'npx',
    ['vitest', 'run', '--project', 'rules', '--project', 'functions'],
  ],
  [
    'Playwright (end to end)',
    'node',
    ['scripts/emulators/scheduler.mjs', 'npx', 'playwright', 'test'],
  ],
]) {
  // A fresh process each time: the admin SDK keeps HTTP connections alive, and after a long
  // test run the emulators have closed them (EPIPE on reuse).
  const seeded = spawnSync('node', ['scripts/seed.mjs', '--quiet'], { stdio: 'inherit' });
  if (seeded.status !== 0) {
    console.error('\nFAILED: seeding the emulators.');
    process.exit(seeded.status || 1);
  }
  console.log(`\n=== ${name} ===`);
  const result = await timed(`  ${name}`, () =>
    spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }),
  );
  if (result.status !== 0) {
    console.error(`\nFAILED: ${name}.`);
    process.exit(result.status || 1);
  }
}
