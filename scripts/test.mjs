// `npm test`: static checks, unit tests, then emulator-backed tests (rules, functions) and the
// Playwright end-to-end suite inside `firebase emulators:exec`. Stops at the first failure and
// says which step failed.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { emulatorEnv, EMULATORS, PROJECT_ID } from './emulators/setup.mjs';
import { ensureFunctionsDeps } from './ensure-functions-deps.mjs';

ensureFunctionsDeps();

/** One debug line per callable request, forwarded by the functions emulator: noise in reports. */
const NOISE = '"firebase-log-type":"callable-request-verification"';

const steps = [
  ['ESLint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['Prettier', 'npx', ['prettier', '--check', '.']],
  ['TypeScript (SPA)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['TypeScript (functions)', 'npx', ['tsc', '--noEmit', '-p', 'functions/tsconfig.json']],
  [
    'Dependency rules',
    'npx',
    ['depcruise', 'src', 'functions/src', '--config', '.dependency-cruiser.cjs'],
  ],
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
      '--log-verbosity',
      'QUIET',
      'node scripts/test-emulated.mjs',
    ],
    emulatorEnv(),
  ],
];

/** Runs a command, streaming its output line by line without the known noise. */
function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const [stream, sink] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: stream }).on('line', (line) => {
        if (!line.includes(NOISE)) sink.write(`${line}\n`);
      });
    }
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const started = Date.now();
for (const [name, command, args, env = {}] of steps) {
  console.log(`\n=== ${name} ===`);
  const code = await run(command, args, env);
  if (code !== 0) {
    console.error(`\nFAILED: ${name} (exit code ${code}).`);
    process.exit(code || 1);
  }
}
console.log(`\nAll checks passed in ${Math.round((Date.now() - started) / 1000)} s.`);
