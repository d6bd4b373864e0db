import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from 'zustand';
import type { VideoScreen } from '../../../domain/objects/videos';
import { DEFAULT_PERSONAL, type PersonalSettings } from './personalSettings';
import type { SharePicture } from './share/useScreenSharing';
import { ScreenPlayer } from './ScreenPlayer';
import { useVideoLayer } from './videoLayer';

export interface VideoPlayersProps {
  screens: readonly VideoScreen[];
  gains: Readonly<Record<string, number>>;
  personal: Readonly<Record<string, PersonalSettings>>;
  /** Screens showing a share instead of their video. */
  pictures: ReadonlyMap<string, SharePicture>;
  onProblem: (screenId: string, problem: string | null) => void;
}

/**
 * The players of the room's screens (react-player; each kind of source loads its own element
 * on first use), or a share's picture in place of the video, rendered into the layer behind the
 * canvas that the 3D side made.
 */
export function VideoPlayers(props: VideoPlayersProps) {
  const { screens, gains, personal, pictures, onProblem } = props;
  const layer = useVideoLayer();
  const container = useStore(layer.store, (s) => s.container);
  const focused = useStore(layer.store, (s) => s.focused);
  useEffect(() => {
    if (container) container.dataset.focus = String(focused !== null);
  }, [container, focused]);
  if (!container) return null;
  return createPortal(
    screens.map((screen) => {
      const own = personal[screen.id] ?? DEFAULT_PERSONAL;
      return (
        <ScreenPlayer
          key={screen.id}
          screen={screen}
          layer={layer}
          gain={gains[screen.id] ?? 0}
          personalVolume={own.volume}
          muted={own.muted}
          manual={own.manual}
          focused={focused === screen.id}
          picture={pictures.get(screen.id) ?? null}
          onProblem={onProblem}
        />
      );
    }),
    container,
  );
}
