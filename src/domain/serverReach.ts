/**
 * When the event's database counts as out of reach, and how often the connection is restarted
 * while it is. A recovery that restarts the connection must not make a slow server slower: each
 * restart re-opens every listener and re-sends every pending write. On a loaded 2-core machine
 * (three browsers drawing on the CPU beside the emulators) acknowledgements took over 3 s while
 * the server answered; with a 3 s limit and a restart every 5 s, pages showed 'Connection
 * lost. Reconnecting...' over a working session, and their restarts added to the load that
 * caused them.
 */
export const SERVER_REACH = {
  /**
   * A write still unacknowledged after this long means the server is out of reach (a position
   * or a chat line takes a few hundred milliseconds on a slow link; a loaded server, seconds).
   */
  writeStuckMs: 10_000,
  /** How often the pending writes are looked at. */
  checkEveryMs: 1_000,
  /**
   * Out of reach this long (the SDK's own offline view, or stuck writes) before it is said: a
   * listener's first snapshot often comes from the cache a moment before the server's.
   */
  downAfterMs: 1_000,
  /**
   * Restarts while down, after 5, 5, 10, 20, then every 30 s: the SDK retries by itself with
   * a back-off growing to a minute, which a restart cuts short once the server is back.
   */
  restartAfterMs: [5_000, 5_000, 10_000, 20_000, 30_000],
} as const;

/** The wait before the n-th restart (0-based) of one outage; the last wait repeats. */
export function restartDelayMs(attempt: number): number {
  const steps = SERVER_REACH.restartAfterMs;
  return steps[Math.min(Math.max(attempt, 0), steps.length - 1)]!;
}
