// Runs inside `firebase emulators:exec`: seeds the emulators, then the emulator-backed Vitest
// project, the Playwright suite and the 30-second soak (scripts/bench/soak.mjs --check: a busy
// demo room that fails on any page error, lost or duplicated chat message; it serves the test
// build the Playwright suite has just built, dist-e2e). The rules tests clear Firestore, so the
// seed runs again before each step.
import { spawnSync } from 'node:child_process';

const SOAK_ENV = { SOAK_SECONDS: '30', SOAK_BUILD: 'dist-e2e' };

for (const [name, command, args, env = {}] of [
  [
    'Vitest (rules, functions)',
    'npx',
    ['vitest', 'run', '--project', 'rules', '--project', 'functions'],
  ],
  ['Playwright (end to end)', 'npx', ['playwright', 'test']],
  ['Soak (30 s)', 'node', ['scripts/bench/soak.mjs', '--check'], SOAK_ENV],
]) {
  // A fresh process each time: the admin SDK keeps HTTP connections alive, and after a long
  // test run the emulators have closed them (EPIPE on reuse).
  const seeded = spawnSync('node', ['scripts/seed.mjs', '--quiet'], { stdio: 'inherit' });
  if (seeded.status !== 0) {
    console.error('\nFAILED: seeding the emulators.');
    process.exit(seeded.status || 1);
  }
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.error(`\nFAILED: ${name}.`);
    process.exit(result.status || 1);
  }
}
