import { PRESENCE } from '../../../domain/constants';
import type { PositionFields } from '../../../domain/positionDocs';
import type { PositionTransport } from './transport';

function samePosition(a: PositionFields | null, b: PositionFields): boolean {
  return (
    a !== null && (Object.keys(b) as Array<keyof PositionFields>).every((key) => a[key] === b[key])
  );
}

/**
 * Writes the player's own position document: when it changed, or unchanged once a keep-alive
 * interval after the last write (readers treat a position older than the stale window as a
 * crashed tab), with at most one write in flight. A position offered while a write is in
 * flight replaces any earlier one waiting, and is written as soon as the flight lands (latest
 * wins): a slow link sends fewer, fresher positions instead of a queue of old ones.
 */
export class OwnPositionWriter {
  private written: PositionFields | null = null;
  private writtenAt = -Infinity;
  private waiting: { position: PositionFields; now: number } | null = null;
  private inFlight = false;
  private stopped = false;

  constructor(private readonly transport: PositionTransport) {}

  offer(next: PositionFields, now: number): void {
    if (this.stopped) return;
    if (this.inFlight) {
      this.waiting = { position: next, now };
      return;
    }
    const fresh = now - this.writtenAt < PRESENCE.keepAliveMs;
    if (fresh && samePosition(this.written, next)) return;
    this.send(next, now);
  }

  /** Forget what was written (the document is gone or unknown): the next offer is written. */
  forget(): void {
    this.written = null;
  }

  stop(): void {
    this.stopped = true;
    this.waiting = null;
  }

  private send(position: PositionFields, now: number): void {
    this.inFlight = true;
    this.written = position;
    this.writtenAt = now;
    this.transport.write(position).then(
      () => this.land(),
      () => {
        this.written = null; // not stored: the next offer tries again
        this.land();
      },
    );
  }

  private land(): void {
    this.inFlight = false;
    const next = this.waiting;
    this.waiting = null;
    if (next) this.offer(next.position, next.now);
  }
}
