import { stageAudience } from '../../domain/voice';

/**
 * A p2p stage speaker's side of its audience: who asks for its stage voice (and since when, for
 * first come first served), who waits, and whom it has told that they wait. The decision itself
 * is the domain's stageAudience; this keeps the facts it needs between plan updates.
 */
export class StageQueue {
  private readonly askedAt = new Map<string, number>();
  /** Listeners told they wait ('queued'), with the position they were told. */
  private readonly told = new Map<string, number>();
  private line: string[] = [];

  constructor(private readonly budget: () => number) {}

  /** A listener asks for the stage voice (again: a retry keeps its first moment). */
  ask(peerId: string, now: number): void {
    if (!this.askedAt.has(peerId)) this.askedAt.set(peerId, now);
  }

  /** A listener no longer asks (it left, or it wants the voice for conversation now). */
  forget(peerId: string): void {
    this.askedAt.delete(peerId);
    this.told.delete(peerId);
  }

  /**
   * The listeners to send to beside those `linked` anyway (the speaker's own plan), within the
   * budget; `held` are the links open now, `present` who is in the room.
   */
  admit(
    linked: ReadonlySet<string>,
    held: ReadonlySet<string>,
    present: ReadonlySet<string> | null,
  ) {
    const asking = new Map(
      [...this.askedAt].filter(([id]) => !linked.has(id) && (!present || present.has(id))),
    );
    const audience = stageAudience(asking, held, this.budget());
    this.line = audience.waiting;
    return audience.admitted;
  }

  /** Listeners waiting for a place, first in line first (as of the last `admit`). */
  waiting(): readonly string[] {
    return this.line;
  }

  isAsking(peerId: string): boolean {
    return this.askedAt.has(peerId);
  }

  /** Position of a waiting listener (0 = next), or null. */
  positionOf(peerId: string): number | null {
    const index = this.line.indexOf(peerId);
    return index < 0 ? null : index;
  }

  /**
   * Waiting listeners not yet told that they wait, with their position now. Each is told once
   * (it then stops asking until it is admitted); later positions travel in the published reach
   * (one write for the whole line, not one signal per listener per move).
   */
  toTell(): [string, number][] {
    const news: [string, number][] = [];
    this.line.forEach((id, position) => {
      if (!this.told.has(id)) news.push([id, position]);
    });
    for (const [id, position] of news) this.told.set(id, position);
    return news;
  }

  /** Whether `peerId` was told to wait (and so needs word that a place is free). */
  wasTold(peerId: string): boolean {
    return this.told.has(peerId);
  }

  /** A listener told to wait got its place. */
  admitted(peerId: string): void {
    this.told.delete(peerId);
  }

  /** A listener asked again while waiting (its earlier 'queued' may have been lost). */
  retell(peerId: string): void {
    this.told.delete(peerId);
  }

  clear(): void {
    this.askedAt.clear();
    this.told.clear();
    this.line = [];
  }
}
