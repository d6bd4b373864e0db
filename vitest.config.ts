import { defineConfig } from 'vitest/config';

/** Settings both emulator-backed projects share (they run inside `firebase emulators:exec`). */
const EMULATOR_TEST = {
  environment: 'node',
  testTimeout: 20_000,
  hookTimeout: 30_000,
} as const;

// `unit` runs anywhere. `rules` and `functions` need the Firebase emulators (scripts/test.mjs
// starts them): the rules files run two at a time, each worker in a Firestore project of its own
// (tests/support/rulesEnv.ts); the functions files one at a time, in the functions' project,
// where their writes fire the triggers they test. `npm test` runs the two projects side by side
// in two Vitest processes (scripts/test-emulated.mjs); named together on one command line they
// run one after the other (groupOrder).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'functions/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Worker threads instead of child processes: 146 small files, where starting a process
          // per worker cost more than the tests (on 2 cores: 38 s instead of 56 s).
          pool: 'threads',
          // The files of a worker share its module cache instead of importing everything again
          // each (174 files on 2 cores: 47 s isolated, 11 s shared, 2026-12-08). These are pure
          // modules; a file that changes shared state (a mock, the language) undoes it itself.
          isolate: false,
        },
      },
      {
        test: {
          ...EMULATOR_TEST,
          name: 'rules',
          include: ['tests/rules/**/*.test.ts'],
          // RULES_WORKERS in tests/support/rulesEnv.ts.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          // Prints the rules coverage summary once every rules test has run.
          globalSetup: ['tests/support/rulesCoverageReport.ts'],
        },
      },
      {
        test: {
          ...EMULATOR_TEST,
          name: 'functions',
          include: ['tests/functions/**/*.test.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
