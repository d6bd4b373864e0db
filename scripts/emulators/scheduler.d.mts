// Types for scheduler.mjs (plain JavaScript: npm start and the test stack run it as it is).

export interface ScheduledJob {
  name: string;
  id: string;
  schedule: string;
  everyMs: number | null;
}
export declare function periodMs(schedule: string): number | null;
export declare function scheduledJobs(listing: unknown): ScheduledJob[];
export declare function scheduledTriggerUrl(name: string): Promise<string>;
export declare function runScheduled(url: string): Promise<void>;
export declare function describeJobs(jobs: ScheduledJob[]): string;
export declare function settledJobs(
  list: () => Promise<ScheduledJob[]>,
  options?: {
    steadyReads?: number;
    intervalMs?: number;
    timeoutMs?: number;
    wait?: (ms: number) => Promise<void>;
  },
): Promise<ScheduledJob[]>;
export declare function startScheduler(options?: {
  log?: (line: string) => void;
  rereadMs?: number;
}): Promise<{ jobs: ScheduledJob[]; stop: () => void }>;
