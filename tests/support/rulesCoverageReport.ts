// Vitest global setup of the emulator project: after every emulator test has run, prints a
// summary of the Firestore emulator's rules coverage: how many expressions of firestore.rules
// were evaluated, and which ones never were (line:column and source text). A report, not a
// test: it never passes or fails anything.
// The full report, per expression:
// http://<FIRESTORE_EMULATOR_HOST>/emulator/v1/projects/demo-menagerie-rules:ruleCoverage.html
import { firestoreHost, PROJECT_ID } from './rulesEnv';

interface ExpressionReport {
  sourcePosition?: { line: number; column: number; currentOffset: number; endOffset: number };
  values?: unknown[];
  children?: ExpressionReport[];
}

interface Totals {
  total: number;
  evaluated: number;
  /** Expressions no request evaluated: "line:column source". */
  missed: string[];
}

/**
 * Walks the coverage JSON: every node with a sourcePosition is an expression of the rules; it
 * carries `values` (what it evaluated to, with counts) only if some request evaluated it.
 */
function countExpressions(node: unknown, source: string, totals: Totals): Totals {
  if (Array.isArray(node)) {
    for (const child of node) countExpressions(child, source, totals);
  } else if (node && typeof node === 'object') {
    const report = node as ExpressionReport;
    const position = report.sourcePosition;
    if (position) {
      totals.total += 1;
      if ((report.values ?? []).length > 0) totals.evaluated += 1;
      else {
        const text = source.slice(position.currentOffset, position.endOffset).replace(/\s+/g, ' ');
        totals.missed.push(`${position.line}:${position.column} ${text.slice(0, 60)}`);
      }
    }
    countExpressions(report.children, source, totals);
  }
  return totals;
}

function coverageUrl(format: 'json' | 'html'): string {
  const { host, port } = firestoreHost();
  const suffix = format === 'json' ? 'ruleCoverage' : 'ruleCoverage.html';
  return `http://${host}:${port}/emulator/v1/projects/${PROJECT_ID}:${suffix}`;
}

/** Fetches and summarises the report; never throws. */
async function coverageSummary(): Promise<string> {
  try {
    const response = await fetch(coverageUrl('json'));
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as {
      report?: unknown;
      rules?: { files?: Array<{ content?: string }> };
    };
    const source = body.rules?.files?.[0]?.content ?? '';
    const totals = countExpressions(body.report, source, { total: 0, evaluated: 0, missed: [] });
    const percent = totals.total === 0 ? 0 : Math.floor((totals.evaluated / totals.total) * 100);
    const missed = totals.missed.length === 0 ? 'none' : `\n  ${totals.missed.join('\n  ')}`;
    return (
      `firestore.rules coverage: ${totals.evaluated}/${totals.total} expressions evaluated ` +
      `(${percent}%) — ${coverageUrl('html')}; never evaluated: ${missed}`
    );
  } catch (error) {
    return `firestore.rules coverage: unavailable (${String(error)})`;
  }
}

/** Runs before the emulator tests; the function it returns runs after all of them. */
export default function setup(): () => Promise<void> {
  return async () => {
    console.log(`\n${await coverageSummary()}`);
  };
}
