// `npm test`: static checks, unit tests, then emulator-backed tests (rules, functions) and the
// Playwright end-to-end suite inside `firebase emulators:exec`. Stops at the first failure and
// says which step failed.
import { spawnSync } from 'node:child_process';
import { emulatorEnv, EMULATORS, PROJECT_ID } from './emulators/setup.mjs';

const steps = [
  ['ESLint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['Prettier', 'npx', ['prettier', '--check', '.']],
  ['TypeScript (SPA)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['TypeScript (functions)', 'npx', ['tsc', '--noEmit', '-p', 'functions/tsconfig.json']],
  ['Dependency rules', 'npx', ['depcruise', 'src', '--config', '.dependency-cruiser.cjs']],
  ['Unit tests', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['Build functions', 'npm', ['--prefix', 'functions', 'run', 'build']],
  ['Build SPA', 'npx', ['vite', 'build']],
  [
    'Emulator tests (rules, functions, end to end)',
    'npx',
    [
      'firebase',
      'emulators:exec',
      '--project',
      PROJECT_ID,
      '--only',
      EMULATORS,
      // Function logs (one debug line per callable request) would drown the test reports.
      '--log-verbosity',
      'QUIET',
      'node scripts/test-emulated.mjs',
    ],
    emulatorEnv(),
  ],
];

const started = Date.now();
for (const [name, command, args, env = {}] of steps) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\nFAILED: ${name} (exit code ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}
console.log(`\nAll checks passed in ${Math.round((Date.now() - started) / 1000)} s.`);
