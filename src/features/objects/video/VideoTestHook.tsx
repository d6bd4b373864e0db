import { useEffect, useRef } from 'react';
import { startShare } from '../../../data/shares';
import { setVideoPlayback } from '../../../data/videos';
import { videoKey, type VideoScreen } from '../../../domain/objects/videos';
import { useEventSession } from '../../session';
import type { VideoLayer } from './videoLayer';

/** One screen's player as window.__menagerieVideo reports it (null before its media exists). */
export interface VideoPlayerFigures {
  id: string;
  url: string;
  playing: boolean;
  currentTime: number | null;
  duration: number | null;
  paused: boolean | null;
  volume: number | null;
  muted: boolean | null;
  readyState: number | null;
}

/** window.__menagerieVideo (src/windowHooks.ts). */
export interface VideoTestHandle {
  players: () => VideoPlayerFigures[];
  /** Resolves 'written' or the refusal's code (e.g. 'permission-denied'). */
  forgePlaying: (screenId: string, playing: boolean) => Promise<string>;
  /** A share started past the panel; resolves 'written' or the refusal's code. */
  forgeShare: (screenId: string) => Promise<string>;
}

/**
 * window.__menagerieVideo, for the end-to-end tests only (rendered behind TEST_HOOKS_ENABLED, so
 * a production build has none of it): what each screen's player is doing, and a forged
 * play/pause from this page's own Firebase client, past the overlay (which shows no Play button
 * to someone without the right), so a test can see the rules refuse it.
 */
export function VideoTestHook({
  screens,
  layer,
}: {
  screens: readonly VideoScreen[];
  layer: VideoLayer;
}) {
  const uid = useEventSession((s) => s.uid);
  const eventId = useEventSession((s) => s.eventId);
  const roomId = useEventSession((s) => s.roomId);
  const session = { uid, eventId, roomId };
  const latest = useRef({ screens, session });
  latest.current = { screens, session };
  useEffect(() => {
    const handle: VideoTestHandle = {
      players: () =>
        latest.current.screens.map((screen) => {
          const media = layer.media.get(screen.id);
          return {
            id: screen.id,
            url: screen.url,
            playing: screen.playing,
            currentTime: media?.currentTime ?? null,
            duration: media?.duration ?? null,
            paused: media?.paused ?? null,
            volume: media?.volume ?? null,
            muted: media?.muted ?? null,
            readyState: media?.readyState ?? null,
          };
        }),
      /** Resolves 'written' or the refusal's code (e.g. 'permission-denied'). */
      forgePlaying: async (screenId: string, playing: boolean) => {
        const { screens: all, session: s } = latest.current;
        const screen = all.find((one) => one.id === screenId);
        if (!screen) return 'no-such-screen';
        try {
          await setVideoPlayback(
            { eventId: s.eventId, roomId: s.roomId, instanceId: screenId },
            s.uid,
            { key: videoKey(screen.url), playing, at: 0, restartFrom: null },
          );
          return 'written';
        } catch (error) {
          return (error as { code?: string }).code ?? String(error);
        }
      },
      forgeShare: async (screenId: string) => {
        const { session: s } = latest.current;
        try {
          await startShare(s.eventId, s.roomId, screenId, {
            uid: s.uid,
            name: 'Forged',
            session: 'forged',
          });
          return 'written';
        } catch (error) {
          return (error as { code?: string }).code ?? String(error);
        }
      },
    };
    window.__menagerieVideo = handle;
    return () => {
      if (window.__menagerieVideo === handle) delete window.__menagerieVideo;
    };
  }, [layer]);
  return null;
}
