// Prints a one-line summary of the Firestore emulator's rules coverage once the rules tests
// have run. Informational only: it never fails the run. Vitest runs small, fast files last
// (see its BaseSequencer), which is why this file is tiny; if it happens to run earlier, the
// summary simply covers fewer requests. The full report, per expression, is at
// http://<FIRESTORE_EMULATOR_HOST>/emulator/v1/projects/demo-menagerie:ruleCoverage.html
import { afterAll, expect, it } from 'vitest';
import { firestoreHost, PROJECT_ID } from '../support/rulesEnv';

interface ExpressionReport {
  sourcePosition?: { line: number };
  values?: unknown[];
  children?: ExpressionReport[];
}

interface Totals {
  total: number;
  evaluated: number;
  /** Lines holding expressions, and the lines where at least one expression was evaluated. */
  lines: Set<number>;
  evaluatedLines: Set<number>;
}

/**
 * Walks the coverage JSON: every node with a sourcePosition is an expression of the rules; it
 * carries `values` (what it evaluated to, with counts) only if some request evaluated it.
 */
function countExpressions(node: unknown, totals: Totals): Totals {
  if (Array.isArray(node)) {
    for (const child of node) countExpressions(child, totals);
  } else if (node && typeof node === 'object') {
    const report = node as ExpressionReport;
    if (report.sourcePosition) {
      const { line } = report.sourcePosition;
      totals.total += 1;
      totals.lines.add(line);
      if ((report.values ?? []).length > 0) {
        totals.evaluated += 1;
        totals.evaluatedLines.add(line);
      }
    }
    countExpressions(report.children, totals);
  }
  return totals;
}

function coverageUrl(format: 'json' | 'html'): string {
  const { host, port } = firestoreHost();
  const suffix = format === 'json' ? 'ruleCoverage' : 'ruleCoverage.html';
  return `http://${host}:${port}/emulator/v1/projects/${PROJECT_ID}:${suffix}`;
}

it('reads the rules coverage report at the end of the run (informational)', () => {
  expect(coverageUrl('json')).toContain(PROJECT_ID);
});

afterAll(async () => {
  try {
    const response = await fetch(coverageUrl('json'));
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as { report?: unknown };
    const totals = countExpressions(body.report, {
      total: 0,
      evaluated: 0,
      lines: new Set(),
      evaluatedLines: new Set(),
    });
    const percent = totals.total === 0 ? 0 : Math.round((totals.evaluated / totals.total) * 100);
    const unevaluated = [...totals.lines].filter((line) => !totals.evaluatedLines.has(line));
    console.log(
      `firestore.rules coverage: ${totals.evaluated}/${totals.total} expressions evaluated ` +
        `(${percent}%); lines never evaluated: ${unevaluated.sort((a, b) => a - b).join(',') || 'none'}` +
        ` — ${coverageUrl('html')}`,
    );
  } catch (error) {
    console.log(`firestore.rules coverage: unavailable (${String(error)})`);
  }
});
