// Prints why each end-to-end test failed, one short line per attempt (where, what was expected
// and received), from Playwright's JSON
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

/** An error's lines without colour codes, trimmed, blank ones left out. */
function plainLines(message = '') {
  // eslint-disable-next-line no-control-regex -- terminal colour codes start with ESC
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '');
  return plain
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * What an error says, short: its first line that says what was expected, then what was
 * expected and received (the values a CI log must keep to tell a lag from a wrong result).
 */
function summary(message = '') {
  const lines = plainLines(message);
  const said = lines.find((line) =>
    /^(Error|expect|Timeout|Test timeout|TimeoutError)/i.test(line),
  );
  const values = lines
    .filter((line) => /^(Expected|Received)/.test(line) && !/^Received string:\s*$/.test(line))
    .slice(0, 2)
    .map((line) => line.replace(/\s+/g, ' ').slice(0, 120));
  return [(said ?? lines[0] ?? 'no message').slice(0, 150), ...values].join(' | ');
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
          const error = result.error ?? result.errors?.[0];
          const why =
            result.status === 'timedOut' && !error ? 'test timeout' : summary(error?.message);
          // The line that failed, when it is not the test's own first line.
          const at = error?.location?.line ? ` (at line ${error.location.line})` : '';
          lines.push(`[${test.projectName}] ${where} #${result.retry}${at}: ${why}`);
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
