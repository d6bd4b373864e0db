// `npm test`: static checks, unit tests, then emulator-backed tests (rules, functions) and the
// Playwright end-to-end suite inside `firebase emulators:exec`. Stops at the first failure and
// says which step failed.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { emulatorEnv, EMULATORS, PROJECT_ID } from './emulators/setup.mjs';
import { ensureFunctionsDeps } from './ensure-functions-deps.mjs';
import { printFailures, REPORT } from './report/e2e-failures.mjs';
import { rmSync } from 'node:fs';
import { printPhaseTimes, resetPhaseTimes, timed } from './report/phase-times.mjs';

ensureFunctionsDeps();
// A report from an earlier run must not be read as this one's.
rmSync(REPORT, { force: true });
resetPhaseTimes();

/** One debug line per callable request, forwarded by the functions emulator: noise in reports. */
const NOISE = '"firebase-log-type":"callable-request-verification"';

/**
 * `firebase emulators:exec` of one command, in emulators started for it alone, with the Stripe
 * fake (scripts/stripe-fake) beside them for as long as they run.
 */
const emulated = (command) => [
  'scripts/stripe-fake/with-fake.mjs',
  'npx',
  'firebase',
  'emulators:exec',
  '--project',
  PROJECT_ID,
  '--only',
  EMULATORS,
  '--log-verbosity',
  'QUIET',
  command,
];

/**
 * The static checks: they read the tree and share nothing, so they run two at a time (one per
 * core), each one's output printed whole when it ends. Serially they took about 2.5 minutes.
 */
const checks = [
  ['ESLint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['Prettier', 'npx', ['prettier', '--check', '.']],
  ['TypeScript (SPA)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['TypeScript (functions)', 'npx', ['tsc', '--noEmit', '-p', 'functions/tsconfig.json']],
  [
    'Dependency rules',
    'npx',
    ['depcruise', 'src', 'functions/src', '--config', '.dependency-cruiser.cjs'],
  ],
  // Unused files, exports and dependencies (knip.json: the app, scripts, e2e, tests and the
  // functions' workspace as entries), so dead code is removed rather than carried on.
  ['Unused code (knip)', 'npx', ['knip', '--no-progress']],
  ['Build functions', 'npm', ['--prefix', 'functions', 'run', 'build']],
];

/**
 * The two builds: the production one (dist/, what the size check reads and the production
 * project serves) and the test build (dist-e2e/: bundled like production, with the test hooks),
 * which the soak and most Playwright specs load, made here so that Playwright's web server only
 * serves it (it was built there, after the emulators' start, until 2026-12-08). Side by side:
 * each takes about 6 s on 2 cores.
 */
const builds = [
  ['Build SPA (production)', 'npx', ['vite', 'build', '--logLevel', 'warn']],
  [
    'Build SPA (test build)',
    'npx',
    [
      'vite',
      'build',
      '--mode',
      'e2e',
      '--outDir',
      'dist-e2e',
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
  ],
];

/** Then, one after the other: each needs the whole machine, or what the one before made. */
const steps = [
  // The walk path's budgets (BUDGET_KB in the script) on the production build.
  ['Walk path size', 'node', ['scripts/size/walk-path-size.mjs', 'dist']],
  [
    // Its time includes starting and stopping the emulators; the two suites inside it print
    // their own (scripts/test-emulated.mjs). The test build is made: Playwright serves it
    // without building it again (playwright.config.ts).
    'Emulators with both suites',
    'node',
    emulated('node scripts/test-emulated.mjs'),
    { ...emulatorEnv(), MENAGERIE_TEST_BUILD_MADE: '1' },
  ],
  // The 30-second soak (scripts/bench/soak.mjs --check: a busy demo room that fails on a page
  // error, a lost or duplicated chat message, or a world that applies no move), on the test
  // build (dist-e2e). In emulators of its own: it measures the event under load, not what
  // hundreds of end-to-end tests left in the emulators' memory and queues; and run first in the
  // suites' emulators instead (tried 2026-12-08), the dense room's ticker it started went on
  // writing into the functions tests, and it took as long as with a start of its own.
  [
    'Soak (30 s)',
    'node',
    emulated('node scripts/bench/soak.mjs --check'),
    { ...emulatorEnv(), SOAK_SECONDS: '30', SOAK_BUILD: 'dist-e2e' },
  ],
];

/**
 * Runs a command, passing its output line by line without the known noise: to `write` as it
 * comes, or (with `buffered`) kept and returned, for a check that runs beside another.
 */
function run(command, args, env, { buffered = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const kept = [];
    for (const [stream, sink] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: stream }).on('line', (line) => {
        if (line.includes(NOISE)) return;
        if (buffered) kept.push(line);
        else sink.write(`${line}\n`);
      });
    }
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), kept }));
  });
}

function stopAt(name, code) {
  printPhaseTimes();
  printFailures();
  console.error(`\nFAILED: ${name} (exit code ${code}).`);
  process.exit(code || 1);
}

const started = Date.now();
const queue = [...checks];
const failed = [];
// Two lanes take the checks in order; every check runs even after one failed, so a run names
// every static failure at once.
await Promise.all(
  [0, 1].map(async () => {
    for (let check = queue.shift(); check; check = queue.shift()) {
      const [name, command, args, env = {}] = check;
      const { code, kept } = await timed(name, () => run(command, args, env, { buffered: true }));
      console.log(`\n=== ${name} ===${kept.length ? `\n${kept.join('\n')}` : ''}`);
      if (code !== 0) failed.push([name, code]);
    }
  }),
);
if (failed.length > 0) stopAt(failed.map(([name]) => name).join(', '), failed[0][1]);
console.log('\n=== Unit tests ===');
const unit = await timed('Unit tests', () => run('npx', ['vitest', 'run', '--project', 'unit']));
if (unit.code !== 0) stopAt('Unit tests', unit.code);
const built = await Promise.all(
  builds.map(([name, command, args]) =>
    timed(name, () => run(command, args, {}, { buffered: true })).then(({ code, kept }) => {
      console.log(`\n=== ${name} ===${kept.length ? `\n${kept.join('\n')}` : ''}`);
      return [name, code];
    }),
  ),
);
const failedBuild = built.find(([, code]) => code !== 0);
if (failedBuild) stopAt(failedBuild[0], failedBuild[1]);
for (const [name, command, args, env = {}] of steps) {
  console.log(`\n=== ${name} ===`);
  const { code } = await timed(name, () => run(command, args, env));
  if (code !== 0) stopAt(name, code);
}
printPhaseTimes();
console.log(`\nAll checks passed in ${Math.round((Date.now() - started) / 1000)} s.`);
