import { queuePositionIn, type StageReach } from '../../domain/voice';
import type { StageStatus } from './engine';
import { NO_STAGE_VIEW, type StageView } from './voiceFeed';
import type { VoiceWorld } from './voiceLoop';

/** Least time between two publications of a speaker's reach (one write, read by the room). */
export const REACH_PUBLISH_MS = 1000;

export interface StageTrackerOptions {
  uid: string;
  /** Publishes this speaker's reach in `roomId` (null: it left the stage, clear it). */
  publish(roomId: string, reach: StageReach | null): void;
  /** Listens to the room's published reaches. */
  watch(roomId: string, onReaches: (reaches: StageReach[]) => void): () => void;
  /** What this attendee should be told about the stage changed. */
  onView(view: StageView): void;
  now?: () => number;
}

/**
 * The p2p stage's truth, kept outside React and updated at every voice plan (300 ms): while on
 * stage, publishes this speaker's reach (its engine's audience: hearing, waiting) when it
 * changes, at most once a second, and clears it on stepping off; while anyone is on stage,
 * listens to the room's published reaches; and tells the attendee what to show: the own reach,
 * the speakers' reaches, and the queue this attendee waits in (its place read from the
 * speaker's published line, or the 'queued' signal until that arrives).
 */
export class StageTracker {
  private room: string | null = null;
  private publishedKey: string | null = null;
  private lastPublish = -Infinity;
  private unwatch: (() => void) | null = null;
  private reaches: StageReach[] = [];
  private viewKey = JSON.stringify(NO_STAGE_VIEW);
  private latest: { world: VoiceWorld; stage: StageStatus | null } | null = null;
  private readonly now: () => number;

  constructor(private readonly options: StageTrackerOptions) {
    this.now = options.now ?? (() => Date.now());
  }

  update(roomId: string, world: VoiceWorld, stage: StageStatus | null): void {
    if (roomId !== this.room) this.leaveRoom(roomId);
    this.latest = { world, stage };
    const live = world.listener.onStage || world.others.some((person) => person.onStage);
    if (live && !this.unwatch) {
      this.unwatch = this.options.watch(roomId, (reaches) => {
        this.reaches = reaches;
        this.emit();
      });
    } else if (!live && this.unwatch) this.unwatchRoom();
    this.publishOwn(roomId, this.ownReach());
    this.emit();
  }

  stop(): void {
    this.leaveRoom(null);
  }

  private ownReach(): StageReach | null {
    const { world, stage } = this.latest!;
    if (!world.listener.onStage || !stage) return null;
    return {
      speaker: this.options.uid,
      hearing: stage.reach.hearing,
      waiting: [...stage.reach.waiting],
      room: world.others.length,
    };
  }

  private publishOwn(roomId: string, own: StageReach | null): void {
    if (!own) {
      if (this.publishedKey !== null) this.options.publish(roomId, null);
      this.publishedKey = null;
      return;
    }
    const key = JSON.stringify(own);
    const now = this.now();
    if (key === this.publishedKey || now - this.lastPublish < REACH_PUBLISH_MS) return;
    this.publishedKey = key;
    this.lastPublish = now;
    this.options.publish(roomId, own);
  }

  private emit(): void {
    if (!this.latest) return;
    const { world, stage } = this.latest;
    const onStage = new Set(world.others.filter((p) => p.onStage).map((p) => p.id));
    const speakers = this.reaches.filter((reach) => onStage.has(reach.speaker));
    let waiting: StageView['waiting'] = null;
    for (const [speaker, queued] of stage?.queue ?? []) {
      if (!onStage.has(speaker)) continue;
      const published = speakers.find((reach) => reach.speaker === speaker);
      const position =
        (published && queuePositionIn(published, this.options.uid)) ?? queued.position;
      if (waiting && waiting.position <= position) continue;
      waiting = { speaker, position, since: queued.since, hearing: published?.hearing ?? null };
    }
    const view: StageView = { own: this.ownReach(), speakers, waiting };
    const key = JSON.stringify(view);
    if (key === this.viewKey) return;
    this.viewKey = key;
    this.options.onView(view);
  }

  private unwatchRoom(): void {
    this.unwatch?.();
    this.unwatch = null;
    this.reaches = [];
  }

  private leaveRoom(next: string | null): void {
    if (this.room !== null && this.publishedKey !== null) this.options.publish(this.room, null);
    this.publishedKey = null;
    this.lastPublish = -Infinity;
    this.unwatchRoom();
    this.room = next;
  }
}
