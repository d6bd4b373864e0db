import type { SyncClock } from './clock';

interface Timer {
  every: number;
  due: number;
  fn: () => void;
}

/** Lets pending promise callbacks (a landed write, a delivered snapshot) run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

/** A clock tests move by hand: timers fire in order as `advance` passes their due time. */
export class ManualClock implements SyncClock {
  private time: number;
  private readonly timers = new Set<Timer>();

  constructor(start = 1_000_000) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  frameNow(): number {
    return this.time;
  }

  every(ms: number, fn: () => void): () => void {
    const timer = { every: ms, due: this.time + ms, fn };
    this.timers.add(timer);
    return () => this.timers.delete(timer);
  }

  async advance(ms: number): Promise<void> {
    const end = this.time + ms;
    for (;;) {
      const next = [...this.timers].sort((a, b) => a.due - b.due)[0];
      if (!next || next.due > end) break;
      this.time = next.due;
      next.due += next.every;
      next.fn();
      await settle();
    }
    this.time = end;
    await settle();
  }
}
