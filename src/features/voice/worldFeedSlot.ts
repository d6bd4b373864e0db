import type { VoiceFeed } from './voiceFeed';

/** Whoever follows the mounted world's feed (the running voice's FeedSwitch). */
interface FeedFollower {
  register(feed: VoiceFeed): void;
  unregister(feed: VoiceFeed): void;
}

/**
 * The mounted world's voice feed, kept by SessionVoice from the world's first mount, before the
 * voice's code is there: the running voice follows it once it starts (and is told at once of
 * the world registered already), and the stand-in names people from it meanwhile.
 */
export class WorldFeedSlot {
  private feed: VoiceFeed | null = null;
  private follower: FeedFollower | null = null;

  current(): VoiceFeed | null {
    return this.feed;
  }

  /** The world of `feed.roomId` is mounted; the returned function says it unmounted. */
  readonly register = (feed: VoiceFeed): (() => void) => {
    this.feed = feed;
    this.follower?.register(feed);
    return () => {
      if (this.feed === feed) this.feed = null;
      this.follower?.unregister(feed);
    };
  };

  /** `follower` is told of the world's feeds from now on, starting with the current one. */
  follow(follower: FeedFollower): () => void {
    this.follower = follower;
    if (this.feed) follower.register(this.feed);
    return () => {
      if (this.follower === follower) this.follower = null;
    };
  }
}
