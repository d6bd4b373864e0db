import { describe, expect, it } from 'vitest';
import { failureLines } from './e2e-failures.mjs';

// The shape of Playwright's JSON reporter: suites (one per file, nested for describe blocks),
// specs with their file and line, a test per project, a result per attempt.
const report = {
  suites: [
    {
      specs: [],
      suites: [
        {
          specs: [
            {
              file: 'demo.spec.ts',
              line: 139,
              tests: [
                {
                  projectName: 'demo-room',
                  results: [
                    {
                      status: 'failed',
                      retry: 0,
                      error: {
                        message:
                          '\u001b[31mError: expect(locator).toContainText(expected) failed\u001b[39m\n\nLocator: x\nExpected pattern: \u001b[32m/Sought, 1[12] metres east/\u001b[39m\nReceived string:  \u001b[31m"Sought, 10 metres east"\u001b[39m\nTimeout: 30000ms',
                        location: { file: '/x/e2e/demo-room/demo.spec.ts', line: 160, column: 3 },
                      },
                    },
                    { status: 'timedOut', retry: 1 },
                    { status: 'passed', retry: 2 },
                  ],
                },
              ],
            },
            {
              file: 'world.spec.ts',
              line: 4,
              tests: [{ projectName: 'demo-room', results: [{ status: 'passed', retry: 0 }] }],
            },
          ],
        },
      ],
    },
  ],
};

describe('failureLines', () => {
  it('names each failed attempt with its project, place, retry, failing line and values', () => {
    expect(failureLines(report)).toEqual([
      '[demo-room] demo.spec.ts:139 #0 (at line 160): Error: expect(locator).toContainText(expected) failed | Expected pattern: /Sought, 1[12] metres east/ | Received string: "Sought, 10 metres east"',
      '[demo-room] demo.spec.ts:139 #1: test timeout',
    ]);
  });

  it('says nothing of a run where everything passed', () => {
    expect(failureLines({ suites: [] })).toEqual([]);
  });
});
