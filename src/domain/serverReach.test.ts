import { describe, expect, it } from 'vitest';
import { restartDelayMs, SERVER_REACH } from './serverReach';

describe('the database reach policy', () => {
  it('waits longer between restarts the longer an outage lasts, up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(restartDelayMs)).toEqual([
      5_000, 5_000, 10_000, 20_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('calls a write stuck only after seconds a loaded server can take', () => {
    // Measured on a loaded 2-core machine: acknowledgements over 3 s from a working server.
    expect(SERVER_REACH.writeStuckMs).toBeGreaterThanOrEqual(10_000);
  });
});
