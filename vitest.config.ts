import { defineConfig } from 'vitest/config';

// Two projects: `unit` runs anywhere; `emulator` needs the Firebase emulators (it is started
// inside `firebase emulators:exec` by scripts/test.mjs).
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
          name: 'emulator',
          include: ['tests/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          // Prints the rules coverage summary once every emulator test has run.
          globalSetup: ['tests/support/rulesCoverageReport.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
