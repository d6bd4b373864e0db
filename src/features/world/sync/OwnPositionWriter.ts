import type { OwnPosition, PositionTransport } from './transport';

function samePosition(a: OwnPosition | null, b: OwnPosition): boolean {
  return (
    a !== null &&
    a.x === b.x &&
    a.y === b.y &&
    a.angle === b.angle &&
    a.interval === b.interval &&
    a.cell === b.cell
  );
}

/**
 * Writes the player's own position document: only when it changed, with at most one write in
 * flight. A position offered while a write is in flight replaces any earlier one waiting, and
 * is written as soon as the flight lands (latest wins): a slow link sends fewer, fresher
 * positions instead of a queue of old ones.
 */
export class OwnPositionWriter {
  private written: OwnPosition | null = null;
  private waiting: OwnPosition | null = null;
  private inFlight = false;
  private stopped = false;

  constructor(private readonly transport: PositionTransport) {}

  offer(next: OwnPosition): void {
    if (this.stopped) return;
    if (this.inFlight) {
      this.waiting = next;
      return;
    }
    if (samePosition(this.written, next)) return;
    this.send(next);
  }

  /** Forget what was written (the document is gone or unknown): the next offer is written. */
  forget(): void {
    this.written = null;
  }

  stop(): void {
    this.stopped = true;
    this.waiting = null;
  }

  private send(position: OwnPosition): void {
    this.inFlight = true;
    this.written = position;
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
    if (next) this.offer(next);
  }
}
