// Types for e2e-failures.mjs (plain JavaScript: `npm test` runs it before any build).

/** Where playwright.config.ts writes the JSON report. */
export declare const REPORT: string;

/** One line per failed attempt in a Playwright JSON report: `[project] file:line #retry: why`. */
export declare function failureLines(report: unknown): string[];

/** Prints the failures of the report at `path`, if it exists and has any. */
export declare function printFailures(path?: string): void;
