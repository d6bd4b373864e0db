// Prints why each end-to-end test failed, one short line per attempt, from Playwright's JSON
// report (playwright.config.ts writes it). `npm test` prints it last when the suite fails: what a
// CI log keeps of a long run is its end, and Playwright's own failure reports come before its
// long summary, out of view.
import { existsSync, readFileSync } from 'node:fs';

export const REPORT = 'test-results-report.json';

/** The tests of a suite tree, with their spec's file and line. */
function* specsOf(suite) {
  for (const spec of suite.specs ?? []) yield spec;
  for (const child of suite.suites ?? []) yield* specsOf(child);
}

/** The first line of an error that says what was expected, without colour codes. */
function firstLine(message = '') {
  // eslint-disable-next-line no-control-regex -- terminal colour codes start with ESC
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '');
  const lines = plain
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const said = lines.find((line) =>
    /^(Error|expect|Timeout|Test timeout|TimeoutError)/i.test(line),
  );
  return (said ?? lines[0] ?? 'no message').slice(0, 150);
}

/** One line per failed attempt: `[project] file:line #attempt: reason`. */
export function failureLines(report) {
  const lines = [];
  for (const suite of report.suites ?? []) {
    for (const spec of specsOf(suite)) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          if (result.status === 'passed' || result.status === 'skipped') continue;
          const where = `${spec.file}:${spec.line}`;
          const why =
            result.status === 'timedOut' && !result.error
              ? 'test timeout'
              : firstLine(result.error?.message ?? result.errors?.[0]?.message);
          lines.push(`[${test.projectName}] ${where} #${result.retry}: ${why}`);
        }
      }
    }
  }
  return lines;
}

/** Prints the failures in the report, if there is one; says nothing otherwise. */
export function printFailures(path = REPORT) {
  if (!existsSync(path)) return;
  const lines = failureLines(JSON.parse(readFileSync(path, 'utf8')));
  if (lines.length === 0) return;
  console.error(`\nWhy the end-to-end tests failed (${path}):`);
  for (const line of lines) console.error(`  ${line}`);
}
