// Types for soakReport.mjs, which stays plain JavaScript so the benchmarks run on bare Node.

export interface ReceivedPage {
  name: string;
  errors: string[];
  transportRetries: string[];
  /** Every message the chat's list ever held. */
  messages: Array<{ id: string; message: string }>;
  /** What the chat's list holds now. */
  current: Array<{ id: string; message: string }>;
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
  /** Sent messages the list never held: pushed off its newest page unseen (a figure). */
  skipped: number;
  duplicated: number;
  duplicatedKeys: string[];
  rowsShown: number;
  rowsTwice: number;
  holes: number;
  lagP50: number;
  lagP95: number;
  lagSamples: number;
}

/** `serverOrder`: the chat's texts as the server orders them now, newest first. */
export declare function pageFigures(
  run: string,
  sent: string[],
  page: ReceivedPage,
  serverOrder: string[],
): PageFigures;

/** A console error that is the Firestore SDK's transport retrying, not a page's fault. */
export declare function isTransportRetry(text: string, url: string): boolean;

export declare function soakProblems(figures: {
  failures: string[];
  notAfterSoak: string[];
  pages: PageFigures[];
}): string[];
