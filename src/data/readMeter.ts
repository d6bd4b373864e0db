/**
 * Counts the Firestore documents read by named queries, so end-to-end tests and benchmarks can
 * check that a client's reads stay bounded. Only builds with test hooks (testHooks.ts) count and
 * expose window.__menagerieReads; a production build compiles all of it out.
 */
import { TEST_HOOKS_ENABLED as ENABLED } from './testHooks';

/** window.__menagerieReads (src/windowHooks.ts). */
export interface ReadMeterHandle {
  /** Documents read so far, by meter name. */
  byMeter: () => Record<string, number>;
  reset: () => void;
}

const counts = new Map<string, number>();

export function countReads(meter: string, documents: number): void {
  if (!ENABLED) return;
  counts.set(meter, (counts.get(meter) ?? 0) + documents);
}

if (ENABLED && typeof window !== 'undefined') {
  window.__menagerieReads = {
    byMeter: () => Object.fromEntries(counts),
    reset: () => counts.clear(),
  };
}
