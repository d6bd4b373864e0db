import { useState } from 'react';
import { setVideoPlayback, setVideoUrl } from '../../../data/videos';
import {
  canControlVideo,
  isCompleted,
  VIDEO_TEXT,
  videoKey,
  videoTitle,
  type VideoScreen,
} from '../../../domain/objects/videos';
import { Button } from '../../../ui/Button';
import { requestEdit, useCanEditRoom, useEventSession, useEventSessionStore } from '../../session';
import type { PersonalSettings } from './personalSettings';
import { SHARE_TEXT } from '../../../domain/share';
import { ShareControls } from './share/ShareControls';
import type { ScreenSharing } from './share/useScreenSharing';
import type { VideoLayer } from './videoLayer';
import { VideoUrlModal } from './VideoUrlModal';

interface VideoOverlayProps {
  screen: VideoScreen;
  layer: VideoLayer;
  personal: PersonalSettings;
  onPersonal: (change: Partial<PersonalSettings>) => void;
  /** What is wrong with the video (it cannot be played, it failed to load), or null. */
  problem: string | null;
  focused: boolean;
  onFocus: (focused: boolean) => void;
  sharing: ScreenSharing;
}

function stateLine(screen: VideoScreen, manual: boolean, problem: string | null): string {
  if (screen.url === '') return VIDEO_TEXT.noVideo;
  const state = problem
    ? VIDEO_TEXT.cannotPlayState
    : isCompleted(screen)
      ? VIDEO_TEXT.completed
      : screen.playing
        ? VIDEO_TEXT.playing
        : VIDEO_TEXT.paused;
  return [state, screen.livestream && VIDEO_TEXT.livestream, manual && VIDEO_TEXT.manual]
    .filter(Boolean)
    .join(' · ');
}

/**
 * At a screen (inside its area): what plays and whether it plays; for video controllers (and
 * everyone in the demo) Play/Pause and the URL; for room editors Edit; for everyone their own
 * mute, volume, focus and manual mode.
 */
export function VideoOverlay(props: VideoOverlayProps) {
  const { screen, layer, personal, onPersonal } = props;
  const store = useEventSessionStore();
  const uid = useEventSession((s) => s.uid);
  const eventId = useEventSession((s) => s.eventId);
  const roomId = useEventSession((s) => s.roomId);
  const canControl = useEventSession((s) => canControlVideo(s.roles, s.demo));
  const canEdit = useCanEditRoom();
  // The top-right toolbar has more than 'Menu' (the organiser menu, Editor...): it may reach
  // over the top-centre column, so the overlay starts below it (video.css).
  const wideToolbar =
    useEventSession((s) => (s.roles.eventOrganiser && !s.demo) || s.staff) || canEdit;
  const [editingUrl, setEditingUrl] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const ref = { eventId, roomId, instanceId: screen.id };
  const completed = isCompleted(screen);

  async function togglePlay() {
    setBusy(true);
    setFailure(null);
    const player = layer.media.get(screen.id);
    // Play from where this player is (it follows the shared time), or from the start again.
    const at = completed ? 0 : (player?.currentTime ?? 0);
    try {
      await setVideoPlayback(ref, uid, {
        key: videoKey(screen.url),
        playing: !screen.playing || completed,
        at: Number.isFinite(at) ? at : 0,
        restartFrom: completed ? screen.completed : null,
      });
    } catch {
      setFailure(VIDEO_TEXT.controlFailed);
    } finally {
      setBusy(false);
    }
  }

  async function saveUrl(url: string): Promise<string | null> {
    try {
      await setVideoUrl(ref, uid, url);
      return null;
    } catch {
      return VIDEO_TEXT.saveFailed;
    }
  }

  const playing = screen.playing && !completed;
  return (
    <section
      className="video-overlay"
      aria-label={VIDEO_TEXT.region}
      data-below-toolbar={wideToolbar}
    >
      <div className="video-overlay__head">
        <h2 className="video-overlay__title">{videoTitle(screen.url) || VIDEO_TEXT.region}</h2>
        <p className="video-overlay__state" role="status">
          {props.sharing.shares.has(screen.id)
            ? SHARE_TEXT.sharedState
            : stateLine(screen, personal.manual, props.problem)}
        </p>
      </div>
      <div className="video-overlay__actions">
        {/* No Play for a video that cannot play here: it said 'Playing' beside the error. */}
        {canControl && screen.url !== '' && props.problem === null && (
          <Button disabled={busy} onClick={() => void togglePlay()}>
            {playing ? VIDEO_TEXT.pause : VIDEO_TEXT.play}
          </Button>
        )}
        {canControl && (
          <Button variant="secondary" onClick={() => setEditingUrl(true)}>
            {screen.url ? VIDEO_TEXT.editUrl : VIDEO_TEXT.enterUrl}
          </Button>
        )}
        {canEdit && (
          <Button variant="secondary" onClick={() => requestEdit(store, screen.id)}>
            {VIDEO_TEXT.edit}
          </Button>
        )}
        <Button
          variant="secondary"
          aria-pressed={personal.muted}
          onClick={() => onPersonal({ muted: !personal.muted })}
        >
          {VIDEO_TEXT.mute}
        </Button>
        <label className="video-overlay__volume">
          {VIDEO_TEXT.volume}
          <input
            type="range"
            min={0}
            max={100}
            step={1}
            value={personal.volume}
            onChange={(e) => onPersonal({ volume: Number(e.target.value) })}
          />
        </label>
        <Button
          variant="secondary"
          aria-pressed={props.focused}
          onClick={() => props.onFocus(!props.focused)}
        >
          {VIDEO_TEXT.focus}
        </Button>
        <Button
          variant="secondary"
          aria-pressed={personal.manual}
          onClick={() => onPersonal({ manual: !personal.manual })}
        >
          {VIDEO_TEXT.manual}
        </Button>
      </div>
      <ShareControls screenId={screen.id} sharing={props.sharing} />
      {(props.problem ?? failure) && (
        <p className="video-overlay__error" role="alert">
          {props.problem ?? failure}
        </p>
      )}
      {editingUrl && (
        <VideoUrlModal current={screen.url} onSave={saveUrl} onClose={() => setEditingUrl(false)} />
      )}
    </section>
  );
}
