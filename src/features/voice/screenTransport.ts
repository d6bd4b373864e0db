/**
 * How a screen share travels on an engine with a server (LiveKit): the sharer publishes the
 * captured tracks, and each viewer in sight subscribes to them. The p2p engine has none: its
 * shares travel on their own one-way links (features/objects/video/share).
 */
export interface ScreenTransport {
  /** Publishes `stream` as the share of `screenId`; resolves its unpublish. */
  publish(stream: MediaStream, screenId: string): Promise<() => void>;
  /**
   * Receives `sharer`'s share of `screenId` while the returned function is not called:
   * `onStream` gets the picture (and a shared tab's sound) when it arrives, null when it goes.
   */
  receive(
    sharer: string,
    screenId: string,
    onStream: (stream: MediaStream | null) => void,
  ): () => void;
}

/** The track name a share is published under: which screen it is for. */
export const screenTrackName = (screenId: string) => `screen:${screenId}`;
