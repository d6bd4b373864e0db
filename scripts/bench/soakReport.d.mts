// Types for soakReport.mjs, which stays plain JavaScript so the benchmarks run on bare Node.

export interface ReceivedPage {
  name: string;
  errors: string[];
  transportRetries: string[];
  messages: Array<{ id: string; message: string }>;
  repeatedRows: number;
  rows: string[];
  lag: number[];
}

export interface PageFigures {
  name: string;
  errors: string[];
  transportRetries: number;
  received: number;
  lost: string[];
  duplicated: number;
  duplicatedKeys: string[];
  rowsShown: number;
  rowsTwice: number;
  holes: number;
  lagP50: number;
  lagP95: number;
  lagSamples: number;
}

export declare function pageFigures(run: string, sent: string[], page: ReceivedPage): PageFigures;

/** A console error that is the Firestore SDK's transport retrying, not a page's fault. */
export declare function isTransportRetry(text: string, url: string): boolean;

export declare function soakProblems(figures: {
  failures: string[];
  notAfterSoak: string[];
  pages: PageFigures[];
}): string[];
