// Types for soakReport.mjs, which stays plain JavaScript so the benchmarks run on bare Node.

export interface ReceivedPage {
  name: string;
  errors: string[];
  messages: Array<{ id: string; message: string }>;
  repeatedRows: number;
  rows: string[];
  lag: number[];
}

export interface PageFigures {
  name: string;
  errors: string[];
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

export declare function soakProblems(figures: {
  failures: string[];
  pages: PageFigures[];
}): string[];
