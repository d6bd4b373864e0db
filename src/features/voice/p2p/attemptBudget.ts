import { VOICE } from '../../../domain/constants';

/**
 * The peer manager's connection attempts per peer: when the last was made (the next waits
 * VOICE.reconnectDelayMs) and how many since the peer last spoke up. A peer that never answers
 * (its tab crashed, its position not yet swept) is not asked forever: after VOICE.maxRetries
 * attempts it waits until it speaks up (refill) or a person retries (reset).
 */
export class AttemptBudget {
  private readonly last = new Map<string, number>();
  private readonly count = new Map<string, number>();

  constructor(private readonly now: () => number) {}

  /** The peer spoke up or connected: it is alive, its budget is full again. */
  refill(id: string): void {
    this.count.delete(id);
  }

  /** A fresh start, at once: a full budget and no delay (admitted, or a person's Retry). */
  reset(id: string): void {
    this.count.delete(id);
    this.last.delete(id);
  }

  /** An attempt ended badly (a bye, a failure): the next one waits the delay from now. */
  holdOff(id: string): void {
    this.last.set(id, this.now());
  }

  /** The first attempt was just made elsewhere (a request sent with the plan). */
  started(id: string): void {
    this.last.set(id, this.now());
    this.count.set(id, 1);
  }

  /** Whether an attempt may be made now (not too soon, budget left); if so it is counted. */
  take(id: string): boolean {
    const now = this.now();
    const last = this.last.get(id);
    if (last !== undefined && now - last < VOICE.reconnectDelayMs) return false;
    const count = this.count.get(id) ?? 0;
    if (count >= VOICE.maxRetries) return false;
    this.count.set(id, count + 1);
    this.last.set(id, now);
    return true;
  }
}
