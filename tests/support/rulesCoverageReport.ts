// Vitest global setup of the rules project: after every rules test has run, prints a summary of
// the Firestore emulator's rules coverage: how many expressions of firestore.rules were
// evaluated, and which ones never were (line:column and source text). Each Vitest worker has a
// project of its own (rulesEnv.ts); an expression counts as evaluated if any of them evaluated
// it. A report, not a test: it never passes or fails anything.
// The full report, per expression and project:
// http://<FIRESTORE_EMULATOR_HOST>/emulator/v1/projects/demo-menagerie-rules-1:ruleCoverage.html
import { firestoreHost, RULES_PROJECT_PREFIX, RULES_WORKERS } from './rulesEnv';

interface ExpressionReport {
  sourcePosition?: { line: number; column: number; currentOffset: number; endOffset: number };
  values?: unknown[];
  children?: ExpressionReport[];
}

/**
 * The expressions of the rules, in the order the report lists them (the same ruleset gives the
 * same tree in every project, so the n-th expression is the same one everywhere; several can
 * share a source position, so the position alone is not a key): text, and whether any project
 * evaluated it.
 */
type Expressions = Array<{ label: string; evaluated: boolean }>;

/**
 * Walks the coverage JSON: every node with a sourcePosition is an expression of the rules; it
 * carries `values` (what it evaluated to, with counts) only if some request evaluated it.
 */
function collectExpressions(node: unknown, source: string, into: Expressions, next = { i: 0 }) {
  if (Array.isArray(node)) {
    for (const child of node) collectExpressions(child, source, into, next);
  } else if (node && typeof node === 'object') {
    const report = node as ExpressionReport;
    const position = report.sourcePosition;
    if (position) {
      const evaluated = (report.values ?? []).length > 0;
      const known = into[next.i];
      if (known) known.evaluated ||= evaluated;
      else {
        const text = source.slice(position.currentOffset, position.endOffset).replace(/\s+/g, ' ');
        into.push({ label: `${position.line}:${position.column} ${text.slice(0, 60)}`, evaluated });
      }
      next.i += 1;
    }
    collectExpressions(report.children, source, into, next);
  }
}

function coverageUrl(project: string, format: 'json' | 'html'): string {
  const { host, port } = firestoreHost();
  const suffix = format === 'json' ? 'ruleCoverage' : 'ruleCoverage.html';
  return `http://${host}:${port}/emulator/v1/projects/${project}:${suffix}`;
}

const PROJECTS = Array.from({ length: RULES_WORKERS }, (_, i) => `${RULES_PROJECT_PREFIX}${i + 1}`);

/** Fetches every worker's report and summarises them together; never throws. */
async function coverageSummary(): Promise<string> {
  try {
    const expressions: Expressions = [];
    for (const project of PROJECTS) {
      const response = await fetch(coverageUrl(project, 'json'));
      if (!response.ok) throw new Error(`${project}: HTTP ${response.status}`);
      const body = (await response.json()) as {
        report?: unknown;
        rules?: { files?: Array<{ content?: string }> };
      };
      const source = body.rules?.files?.[0]?.content ?? '';
      collectExpressions(body.report, source, expressions);
    }
    const all = expressions;
    const missed = all.filter((expression) => !expression.evaluated).map((e) => e.label);
    const evaluated = all.length - missed.length;
    const percent = all.length === 0 ? 0 : Math.floor((evaluated / all.length) * 100);
    const list = missed.length === 0 ? 'none' : `\n  ${missed.join('\n  ')}`;
    return (
      `firestore.rules coverage: ${evaluated}/${all.length} expressions evaluated ` +
      `(${percent}%) — ${coverageUrl(PROJECTS[0]!, 'html')} (one page per worker: ` +
      `${PROJECTS.join(', ')}); never evaluated: ${list}`
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
