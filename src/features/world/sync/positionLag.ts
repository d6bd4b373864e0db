/**
 * How late others' positions reach this tab, for the soak (scripts/bench/soak.mjs): for each
 * position newly applied to the world, this clock's time minus the server time of its write.
 * The benchmarks run the emulators on the same machine, so both clocks are the same one. Only
 * builds with test hooks (data/testHooks.ts) keep the samples and expose
 * window.__menagerieLag; a production build compiles all of it out.
 */
import { TEST_HOOKS_ENABLED as ENABLED } from '../../../data/testHooks';

/** window.__menagerieLag (src/windowHooks.ts). */
export interface PositionLagHandle {
  /** The samples (ms) since the last call, which starts a new set. */
  take: () => number[];
}

/** Samples kept between two reads; a reader drains them far more often than this fills. */
const MAX_SAMPLES = 100_000;
let samples: number[] = [];

/** A position written at server time `t` (ms) was applied now. */
export function recordPositionLag(t: number): void {
  if (!ENABLED || samples.length >= MAX_SAMPLES) return;
  samples.push(Date.now() - t);
}

if (ENABLED && typeof window !== 'undefined') {
  window.__menagerieLag = {
    take: () => {
      const taken = samples;
      samples = [];
      return taken;
    },
  };
}
