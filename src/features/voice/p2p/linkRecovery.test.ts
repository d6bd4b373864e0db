import { describe, expect, it } from 'vitest';
import { LinkRecovery, RECOVERY, type RecoveryTimers } from './linkRecovery';

/** A manual clock: timers fire only when the test advances time. */
function fakeTimers() {
  let now = 0;
  let next = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const timers: RecoveryTimers = {
    setTimeout: (callback, ms) => {
      const id = next++;
      pending.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout: (id) => void pending.delete(id as number),
    now: () => now,
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = [...pending].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at);
      if (due.length === 0) break;
      const [id, timer] = due[0]!;
      pending.delete(id);
      now = timer.at;
      timer.callback();
    }
    now = until;
  };
  return { timers, advance, pendingCount: () => pending.size, now: () => now };
}

function setUp() {
  const clock = fakeTimers();
  const attempts: number[] = [];
  let gaveUp = false;
  const link = { connected: false };
  const recovery = new LinkRecovery(
    {
      attempt: () => attempts.push(clock.now()),
      giveUp: () => (gaveUp = true),
      isConnected: () => link.connected,
    },
    clock.timers,
  );
  return { clock, attempts, recovery, link, gaveUp: () => gaveUp };
}

describe('LinkRecovery', () => {
  it('leaves a short blip alone and restarts a link still disconnected after the grace', () => {
    const { clock, attempts, recovery } = setUp();
    recovery.state('disconnected');
    clock.advance(RECOVERY.disconnectedGraceMs - 1);
    recovery.state('connected');
    clock.advance(60_000);
    expect(attempts).toEqual([]);

    recovery.state('disconnected');
    clock.advance(RECOVERY.disconnectedGraceMs);
    expect(attempts).toHaveLength(1);
  });

  it('restarts a failed link at once', () => {
    const { attempts, recovery } = setUp();
    recovery.state('failed');
    expect(attempts).toEqual([0]);
  });

  it('with a dead server (nothing gathered), tries again and again with back-off, and finds it soon after it is back', () => {
    const { clock, attempts, recovery } = setUp();
    recovery.state('disconnected');
    // The server is down for 15 s from here: no attempt gathers anything.
    clock.advance(15_000);
    expect(attempts.length).toBeGreaterThanOrEqual(2);
    const before = attempts.length;
    // Back: the next attempt gathers and connects.
    const back = clock.now();
    while (attempts.length === before) clock.advance(100);
    expect(attempts.at(-1)! - back).toBeLessThanOrEqual(6_000);
    recovery.gatheredCandidate();
    recovery.state('connected');
    expect(recovery.attemptCount).toBe(0);
  });

  it('never cuts off a slow attempt that keeps making progress (a starved machine)', () => {
    const { clock, attempts, recovery } = setUp();
    recovery.state('failed');
    expect(attempts).toHaveLength(1);
    // Candidates trickle in late but steadily; the answer takes 5 s; checks take 20 s more.
    clock.advance(2_500);
    recovery.gatheredCandidate();
    clock.advance(5_000);
    recovery.progress();
    for (let i = 0; i < 5; i++) {
      clock.advance(4_000);
      recovery.progress();
    }
    recovery.state('connected');
    expect(attempts).toHaveLength(1);
    clock.advance(120_000);
    expect(attempts).toHaveLength(1);
  });

  it('a candidate gathered late revives its attempt instead of starting another on top', () => {
    const { clock, attempts, recovery } = setUp();
    recovery.state('failed');
    clock.advance(RECOVERY.gatherMs[0] + 10);
    recovery.gatheredCandidate();
    clock.advance(RECOVERY.quietMs[0] - 100);
    recovery.state('connected');
    clock.advance(60_000);
    expect(attempts).toHaveLength(1);
  });

  it('gives up after the last attempt, then stays quiet', () => {
    const { clock, attempts, recovery, gaveUp } = setUp();
    recovery.state('failed');
    clock.advance(10 * 60_000);
    expect(attempts).toHaveLength(RECOVERY.maxAttempts);
    expect(gaveUp()).toBe(true);
    expect(clock.pendingCount()).toBe(0);
  });

  it('holds one attempt at a time: a peer asking during an attempt changes nothing', () => {
    const { attempts, recovery } = setUp();
    recovery.state('failed');
    recovery.requested();
    recovery.state('failed');
    expect(attempts).toHaveLength(1);
  });

  it('a network change restarts at once with a fresh budget, even a connected link', () => {
    const { clock, attempts, recovery, link } = setUp();
    link.connected = true;
    recovery.state('connected');
    recovery.networkChanged();
    expect(attempts).toHaveLength(1);
    // A second change right after is the same attempt's business.
    clock.advance(RECOVERY.settleMs - 1);
    recovery.networkChanged();
    expect(attempts).toHaveLength(1);
    // The restarted link never left 'connected' (no state change says so): its attempt ends
    // as a success, without a second restart.
    recovery.gatheredCandidate();
    clock.advance(10 * 60_000);
    expect(attempts).toHaveLength(1);
  });
});
