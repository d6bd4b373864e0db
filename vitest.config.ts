import { defineConfig } from 'vitest/config';

/** Settings both emulator-backed projects share (they run inside `firebase emulators:exec`). */
const EMULATOR_TEST = {
  environment: 'node',
  testTimeout: 20_000,
  hookTimeout: 30_000,
} as const;

// `unit` runs anywhere. `rules` and `functions` need the Firebase emulators (scripts/test.mjs
// starts them): the rules files run two at a time, each worker in a Firestore project of its own
// (tests/support/rulesEnv.ts); then the functions files, one at a time, in the functions'
// project, where their writes fire the triggers they test.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'functions/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
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
