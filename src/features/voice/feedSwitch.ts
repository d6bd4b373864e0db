import type { VoiceFeed, VoiceRoster } from './voiceFeed';

/**
 * Which feed tells voice about the room: the mounted world's for the room the attendee stands
 * in, else that room's roster (started for the room, stopped as soon as the world of that room
 * registers). The room changes synchronously with the session store, before React remounts the
 * world, so voice never plans the new room from the old room's people.
 */
export class FeedSwitch {
  private world: VoiceFeed | null = null;
  private roster: VoiceRoster | null = null;
  private room: string | null = null;
  private stopped = false;

  constructor(private readonly startRoster: (roomId: string) => VoiceRoster) {}

  /** The attendee stands in `roomId` now. */
  setRoom(roomId: string): void {
    if (roomId === this.room || this.stopped) return;
    this.room = roomId;
    this.roster?.stop();
    this.roster = this.world?.roomId === roomId ? null : this.startRoster(roomId);
  }

  /** The world of `feed.roomId` is mounted. */
  register(feed: VoiceFeed): void {
    this.world = feed;
    if (feed.roomId === this.room) {
      this.roster?.stop();
      this.roster = null;
    }
  }

  /** That world unmounted (a change of room has already started the next room's roster). */
  unregister(feed: VoiceFeed): void {
    if (this.world === feed) this.world = null;
  }

  /** The feed to read now, or null (between a world's unmount and the next room's roster). */
  current(): VoiceFeed | null {
    return this.world && this.world.roomId === this.room ? this.world : this.roster;
  }

  /** Whether the roster (not the world) feeds voice now. */
  usingRoster(): boolean {
    return this.current() !== null && this.current() === this.roster;
  }

  stop(): void {
    this.stopped = true;
    this.roster?.stop();
    this.roster = null;
    this.world = null;
  }
}
