// Runs inside `firebase emulators:exec`: seeds the emulators, then the emulator-backed Vitest
// project and the Playwright suite. The rules tests clear Firestore, so the seed runs again
// before the end-to-end suite.
import { spawnSync } from 'node:child_process';
import { seed } from './seed.mjs';

for (const [name, args] of [
  ['Vitest (rules, functions)', ['vitest', 'run', '--project', 'emulator']],
  ['Playwright (end to end)', ['playwright', 'test']],
]) {
  await seed({ quiet: true });
  console.log(`\n=== ${name} ===`);
  const result = spawnSync('npx', args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\nFAILED: ${name}.`);
    process.exit(result.status || 1);
  }
}
