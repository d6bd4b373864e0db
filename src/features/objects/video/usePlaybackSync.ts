import { useEffect, useRef, useState, type RefObject } from 'react';
import {
  markVideoCompleted,
  watchVideoTime,
  writeVideoTime,
  type ScreenRef,
} from '../../../data/videos';
import {
  addClockSample,
  clockSample,
  seekTarget,
  serverOffsetOf,
  sharedTimeAt,
  type SharedTime,
} from '../../../domain/objects/videoSync';
import { completionDueAt, VIDEO, type VideoScreen } from '../../../domain/objects/videos';

/** How often a viewer compares its player with the shared time (between the director's writes). */
const FOLLOW_CHECK_MS = 1000;

export interface PlaybackSync {
  screen: VideoScreen;
  /** The URL's playback key (videoKey). */
  videoKey: string;
  ref: ScreenRef;
  uid: string;
  /** Whether the video should be playing here now (playing and not completed). */
  shouldPlay: boolean;
  /** This viewer stopped following the director. */
  manual: boolean;
  media: RefObject<HTMLVideoElement | null>;
}

/**
 * The director's side and the viewers' side of one screen's playback (reference): the director
 * (the screen's _videoAuthor while it plays) writes where the video is every 2.5 s and marks it
 * completed 2.5 s after it ends; everyone listens to that one document and seeks to the shared
 * time when more than 3 s away (seekTarget). The director itself seeks only once, when its
 * player first loads (a reload mid-video), so a stall of its own never makes it jump.
 * Returns whether the player has ended, and the handler of its 'ended' event.
 */
export function usePlaybackSync(sync: PlaybackSync) {
  const { screen, videoKey: key, ref, uid, media } = sync;
  const isDirector = sync.shouldPlay && screen.author === uid;
  const live = useRef({ ...sync, isDirector });
  live.current = { ...sync, isDirector };
  const [endedAt, setEndedAt] = useState<number | null>(null);
  const { eventId } = ref;

  // Everyone: the shared time, live, and a check every second.
  useEffect(() => {
    let time: SharedTime | null = null;
    let samples: number[] = [];
    let loadedOnce = false;
    const follow = () => {
      const player = media.current;
      const now = live.current;
      if (!player || !time || player.readyState < 1) return;
      if (now.isDirector && loadedOnce) return;
      loadedOnce = true;
      const target = seekTarget({
        shared: sharedTimeAt(time, now.shouldPlay, Date.now(), serverOffsetOf(samples)),
        current: player.currentTime,
        duration: player.duration,
        livestream: now.screen.livestream,
        looping: now.screen.looping,
        manual: now.manual,
      });
      if (target !== null) player.currentTime = target;
    };
    const stop = watchVideoTime(
      eventId,
      key,
      (shared, receivedAt, first) => {
        time = shared;
        // The listener's first answer may be an old write: no clock sample.
        if (shared && !first) samples = addClockSample(samples, clockSample(shared, receivedAt));
        follow();
      },
      (error) => console.warn('Video playback time unavailable', error),
    );
    const timer = setInterval(follow, FOLLOW_CHECK_MS);
    return () => {
      stop();
      clearInterval(timer);
    };
  }, [eventId, key, media]);

  // The director: where the video is, every 2.5 s while it plays.
  useEffect(() => {
    if (!isDirector) return;
    const timer = setInterval(() => {
      const player = media.current;
      if (!player || player.readyState < 1) return;
      writeVideoTime(eventId, key, player.currentTime).catch((error) =>
        console.warn('Could not share the video time', error),
      );
    }, VIDEO.writeIntervalMs);
    return () => clearInterval(timer);
  }, [isDirector, eventId, key, media]);

  // The director: completed 2.5 s after the end (never a looping video or a livestream).
  const due = isDirector ? completionDueAt(endedAt, screen) : null;
  const { roomId, instanceId } = ref;
  useEffect(() => {
    if (due === null) return;
    const timer = setTimeout(
      () => {
        markVideoCompleted(
          { eventId, roomId, instanceId },
          key,
          live.current.screen.completed,
        ).catch((error) => console.warn('Could not mark the video completed', error));
      },
      Math.max(0, due - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [due, eventId, roomId, instanceId, key]);

  // Paused or completed: the end is behind us (a new Play starts from a clean state).
  useEffect(() => {
    if (!sync.shouldPlay) setEndedAt(null);
  }, [sync.shouldPlay]);

  return {
    /**
     * Whether this player reached the end while the screen still says playing. It must then be
     * told to stop: a player told to play an ended video starts it again from the beginning.
     */
    ended: endedAt !== null,
    onEnded: () => setEndedAt(Date.now()),
  };
}
