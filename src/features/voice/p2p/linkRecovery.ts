/**
 * When a voice link that was up (or is being repaired) tries again, and when it gives up.
 * Numbers chosen from loopback TURN measurements: a link whose path died goes 'disconnected'
 * after ~5 s and 'failed' after ~15 s; an ICE restart over a live TURN server connects in
 * well under a second; with the TURN server gone, gathering under the relay policy yields no
 * candidate at all (it does not even complete for ~40 s).
 */
export const RECOVERY = {
  /** A 'disconnected' link often comes back by itself (a blip): wait this long first. */
  disconnectedGraceMs: 3_000,
  /**
   * An attempt with no progress (no answer, no candidate, no state change) for this long has
   * failed. Progress re-arms it, so a slow machine or a slow signalling path, which delivers
   * late but delivers, is never cut off by the watchdog; it grows with the attempts.
   */
  quietMs: [6_000, 10_000, 15_000],
  /**
   * An attempt that gathered no local candidate in this long cannot connect whatever the peer
   * does (a TURN server that is down, under a relay-only policy): it ends early, so the next
   * attempt finds the server soon after it is back. Grows with the attempts.
   */
  gatherMs: [3_000, 3_000, 4_000],
  /** Pause between a failed attempt and the next (the last repeats). */
  backoffMs: [1_000, 2_000, 2_000],
  /** Attempts without a connection in between before the link is given up. */
  maxAttempts: 12,
  /** A network change within this long of an attempt's start is that attempt's business. */
  settleMs: 1_000,
} as const;

/** The n-th entry (1-based), the last one repeating. */
function step(list: readonly number[], n: number): number {
  return list[Math.min(Math.max(n, 1), list.length) - 1]!;
}

export interface RecoveryHooks {
  /** Make one attempt: the offering side restarts ICE, the other asks it to. */
  attempt(): void;
  /** The attempts are spent: the link is closed and left to the peer manager's retries. */
  giveUp(): void;
  /**
   * Whether the link carries now. A restart of a link that still worked (a network change)
   * never leaves 'connected', so no state change says it succeeded: its end asks.
   */
  isConnected(): boolean;
}

export interface RecoveryTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

const realTimers: RecoveryTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

/**
 * The restart policy of one link, fed the link's state changes and progress. At most one
 * timer runs at a time (the grace, the quiet or gather watchdog of an attempt, or the back-off
 * before the next), so a link never has two restarts in flight.
 */
export class LinkRecovery {
  private attempts = 0;
  private inAttempt = false;
  private attemptStarted = 0;
  private gathered = false;
  private timer: unknown = null;
  private gatherTimer: unknown = null;
  private stopped = false;

  constructor(
    private readonly hooks: RecoveryHooks,
    private readonly timers: RecoveryTimers = realTimers,
  ) {}

  /** Attempts made since the link was last connected. */
  get attemptCount(): number {
    return this.attempts;
  }

  /** Feeds the link's RTCPeerConnectionState. */
  state(state: RTCPeerConnectionState): void {
    if (this.stopped) return;
    if (state === 'connected') {
      this.attempts = 0;
      this.inAttempt = false;
      this.clear();
      return;
    }
    if (state === 'disconnected') {
      if (!this.inAttempt && this.timer === null) {
        this.schedule(RECOVERY.disconnectedGraceMs);
      }
      return;
    }
    if (state === 'failed') {
      if (this.inAttempt) this.endAttempt();
      else if (this.attempts === 0) this.attempt();
      else if (this.timer === null) this.schedule(this.backoff());
      return;
    }
    // 'new', 'connecting': the attempt moves.
    this.progress();
  }

  /** An answer or a remote candidate of the current attempt arrived. */
  progress(): void {
    if (this.inAttempt && !this.stopped) this.armQuiet();
  }

  /**
   * This side gathered a local candidate. One that comes after its attempt was judged dead
   * (a starved machine gathers late) revives that attempt instead of letting the back-off
   * start another on top of it.
   */
  gatheredCandidate(): void {
    if (this.stopped) return;
    this.gathered = true;
    if (this.gatherTimer !== null) this.timers.clearTimeout(this.gatherTimer);
    this.gatherTimer = null;
    if (!this.inAttempt && this.attempts > 0 && this.timer !== null) this.inAttempt = true;
    this.progress();
  }

  /** The browser's network changed (online again, another network): try at once. */
  networkChanged(): void {
    if (this.stopped) return;
    if (this.inAttempt && this.timers.now() - this.attemptStarted < RECOVERY.settleMs) return;
    this.attempts = 0;
    this.attempt();
  }

  /** The peer asked for a restart (its side failed): try now unless one is under way. */
  requested(): void {
    if (this.stopped || this.inAttempt) return;
    this.attempt();
  }

  /** A user's Retry: a fresh budget, at once. */
  retryNow(): void {
    if (this.stopped) return;
    this.attempts = 0;
    this.attempt();
  }

  stop(): void {
    this.stopped = true;
    this.clear();
  }

  private schedule(ms: number): void {
    this.clear();
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      this.attempt();
    }, ms);
  }

  private attempt(): void {
    this.clear();
    this.attempts += 1;
    if (this.attempts > RECOVERY.maxAttempts) {
      this.inAttempt = false;
      this.stopped = true;
      this.hooks.giveUp();
      return;
    }
    this.inAttempt = true;
    this.attemptStarted = this.timers.now();
    this.gathered = false;
    this.armQuiet();
    this.gatherTimer = this.timers.setTimeout(
      () => {
        this.gatherTimer = null;
        if (this.inAttempt && !this.gathered) this.endAttempt();
      },
      step(RECOVERY.gatherMs, this.attempts),
    );
    this.hooks.attempt();
  }

  private armQuiet(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = this.timers.setTimeout(
      () => {
        this.timer = null;
        this.endAttempt();
      },
      step(RECOVERY.quietMs, this.attempts),
    );
  }

  private endAttempt(): void {
    this.inAttempt = false;
    if (this.hooks.isConnected()) {
      this.attempts = 0;
      this.clear();
      return;
    }
    this.schedule(this.backoff());
  }

  private backoff(): number {
    return step(RECOVERY.backoffMs, this.attempts);
  }

  private clear(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    if (this.gatherTimer !== null) this.timers.clearTimeout(this.gatherTimer);
    this.timer = null;
    this.gatherTimer = null;
  }
}
