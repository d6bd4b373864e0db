import { useCallback, useEffect, useRef, useState } from 'react';
import ReactPlayer from 'react-player';
import {
  isCompleted,
  VIDEO_TEXT,
  videoKey,
  type VideoScreen,
} from '../../../domain/objects/videos';
import { useEventSession } from '../../session';
import { SharedPicture } from './share/SharedPicture';
import type { SharePicture } from './share/useScreenSharing';
import { usePlaybackSync } from './usePlaybackSync';
import type { VideoLayer } from './videoLayer';

export interface ScreenPlayerProps {
  screen: VideoScreen;
  layer: VideoLayer;
  /** The screen's volume where the player stands (0..1: _videoVolume by distance). */
  gain: number;
  /** This viewer's own slider (0..100) and mute. */
  personalVolume: number;
  muted: boolean;
  manual: boolean;
  focused: boolean;
  /** A share shown in place of the video (which goes on, hidden and silent), or null. */
  picture: SharePicture | null;
  /** What is wrong with this screen's video, for the overlay (null: nothing). */
  onProblem: (screenId: string, problem: string | null) => void;
}

/** Whether a player exists for the URL (YouTube, Vimeo, Twitch, a video file...). */
function playable(url: string): boolean {
  return url !== '' && (ReactPlayer.canPlay?.(url) ?? false);
}

/**
 * One screen's player box: 1080 x 720, laid over the screen by the 3D side (or filling the view
 * in focus). It shows the video, or says plainly that there is none yet or that the URL cannot
 * be played, instead of a black screen.
 */
export function ScreenPlayer(props: ScreenPlayerProps) {
  const { screen, layer, focused, onProblem } = props;
  const [failed, setFailed] = useState<string | null>(null);
  const canPlay = playable(screen.url);
  const problem = screen.url === '' ? null : !canPlay ? VIDEO_TEXT.cannotPlay : failed;
  useEffect(() => onProblem(screen.id, problem), [onProblem, screen.id, problem]);
  // A new URL is a new chance.
  useEffect(() => setFailed(null), [screen.url]);

  const box = useCallback(
    (element: HTMLDivElement | null) => {
      if (element) layer.boxes.set(screen.id, element);
      else layer.boxes.delete(screen.id);
    },
    [layer, screen.id],
  );
  const message =
    screen.url === ''
      ? VIDEO_TEXT.noVideo
      : (problem ?? (isCompleted(screen) ? VIDEO_TEXT.finishedOnScreen : null));
  return (
    <div className="video-layer__screen" ref={box} data-screen={screen.id} data-focused={focused}>
      {/* A player whose video failed is gone until the URL changes: told to play, it threw
          NotSupportedError on every viewer's page. */}
      {props.picture && (
        <SharedPicture
          stream={props.picture.stream}
          silent={props.picture.silent || props.muted}
          volume={props.gain * (props.personalVolume / 100)}
        />
      )}
      {canPlay && failed === null && (
        <MediaPlayer
          key={screen.url}
          {...props}
          hidden={props.picture !== null}
          onFailed={() => setFailed(VIDEO_TEXT.failed)}
        />
      )}
      {message && !props.picture && (
        <p className="video-layer__message" data-problem={problem !== null}>
          {message}
        </p>
      )}
    </div>
  );
}

function MediaPlayer(props: ScreenPlayerProps & { hidden: boolean; onFailed: () => void }) {
  const { screen, layer } = props;
  const uid = useEventSession((s) => s.uid);
  const eventId = useEventSession((s) => s.eventId);
  const roomId = useEventSession((s) => s.roomId);
  const media = useRef<HTMLVideoElement | null>(null);
  const shouldPlay = screen.playing && !isCompleted(screen);
  const playback = usePlaybackSync({
    screen,
    videoKey: videoKey(screen.url),
    ref: { eventId, roomId, instanceId: screen.id },
    uid,
    shouldPlay,
    manual: props.manual,
    media,
  });
  const mediaRef = useCallback(
    (element: HTMLVideoElement | null) => {
      media.current = element;
      if (element) layer.media.set(screen.id, element);
      else layer.media.delete(screen.id);
    },
    [layer, screen.id],
  );
  return (
    <ReactPlayer
      ref={mediaRef}
      className="video-layer__player"
      src={screen.url}
      playing={shouldPlay && !playback.ended}
      loop={screen.looping}
      muted={props.muted || props.hidden}
      style={props.hidden ? { display: 'none' } : undefined}
      volume={props.gain * (props.personalVolume / 100)}
      width="100%"
      height="100%"
      playsInline
      controls={false}
      onEnded={playback.onEnded}
      onError={props.onFailed}
    />
  );
}
