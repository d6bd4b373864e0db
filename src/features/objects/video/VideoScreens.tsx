import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { TEST_HOOKS_ENABLED } from '../../../data/testHooks';
import { VOICE } from '../../../domain/constants';
import { screenAt, videoOf, volumeAt, type VideoScreen } from '../../../domain/objects/videos';
import { sightBand, type SightBand } from '../../../domain/share';
import type { ExtrasProps } from '../extras/kit/types';
import { DEFAULT_PERSONAL, type PersonalSettings } from './personalSettings';
import { useScreenSharing } from './share/useScreenSharing';
import { VideoPlayers } from './VideoPlayers';
import { useVideoLayer } from './videoLayer';
import { VideoOverlay } from './VideoOverlay';
import { VideoTestHook } from './VideoTestHook';
import './video.css';

interface Audience {
  /** The screen whose area the player stands in. */
  nearId: string | null;
  /** Each screen's volume where the player stands (0..1), to two decimals. */
  gains: Record<string, number>;
  /** Where the player stands for each screen's share (in sight, at the edge, out). */
  sight: Record<string, SightBand>;
}

/** Where the player stands among the screens, checked as often as the voices (300 ms). */
function useAudience(screens: readonly VideoScreen[], getPlayer: ExtrasProps['getPlayer']) {
  const [audience, setAudience] = useState<Audience>({ nearId: null, gains: {}, sight: {} });
  const player = useRef(getPlayer);
  player.current = getPlayer;
  useEffect(() => {
    const check = () => {
      const at = player.current();
      const nearId = screenAt(screens, at)?.id ?? null;
      const gains: Record<string, number> = {};
      const sight: Record<string, SightBand> = {};
      for (const screen of screens) {
        gains[screen.id] = Math.round(volumeAt(screen, at) * 100) / 100;
        sight[screen.id] = sightBand(Math.hypot(screen.x - at.x, screen.y - at.y));
      }
      const next = { nearId, gains, sight };
      setAudience((previous) =>
        JSON.stringify(previous) === JSON.stringify(next) ? previous : next,
      );
    };
    check();
    const timer = setInterval(check, VOICE.spatialUpdateMs);
    return () => clearInterval(timer);
  }, [screens]);
  return audience;
}

/** The room's video screens beside the Canvas: the overlay at the screen the player is at, and the players. */
export function VideoScreensOverlay({ objects, getPlayer }: ExtrasProps) {
  const screens = useMemo(
    () => objects.filter((o) => o.kind === 'videoScreen').map(videoOf),
    [objects],
  );
  if (screens.length === 0) return null;
  return <VideoScreens screens={screens} getPlayer={getPlayer} />;
}

function VideoScreens({
  screens,
  getPlayer,
}: {
  screens: VideoScreen[];
  getPlayer: ExtrasProps['getPlayer'];
}) {
  const layer = useVideoLayer();
  const { nearId, gains, sight } = useAudience(screens, getPlayer);
  const sharing = useScreenSharing(sight);
  const [personal, setPersonal] = useState<Record<string, PersonalSettings>>({});
  const [problems, setProblems] = useState<Record<string, string | null>>({});
  const focused = useStore(layer.store, (s) => s.focused);
  const near = screens.find((s) => s.id === nearId) ?? null;

  const onProblem = useCallback(
    (id: string, problem: string | null) =>
      setProblems((all) => (all[id] === problem ? all : { ...all, [id]: problem })),
    [],
  );
  const setFocus = useCallback(
    (id: string | null) => layer.store.setState({ focused: id }),
    [layer],
  );

  // Focus ends with Escape (unless a dialog has it) and when the player leaves the screen.
  useEffect(() => {
    if (focused === null) return;
    if (focused !== nearId) {
      setFocus(null);
      return;
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !document.querySelector('dialog[open]')) setFocus(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [focused, nearId, setFocus]);
  useEffect(() => () => setFocus(null), [setFocus]);

  return (
    <>
      {near && (
        <VideoOverlay
          screen={near}
          layer={layer}
          personal={personal[near.id] ?? DEFAULT_PERSONAL}
          onPersonal={(change) =>
            setPersonal((all) => ({
              ...all,
              [near.id]: { ...(all[near.id] ?? DEFAULT_PERSONAL), ...change },
            }))
          }
          problem={problems[near.id] ?? null}
          focused={focused === near.id}
          onFocus={(on) => setFocus(on ? near.id : null)}
          sharing={sharing}
        />
      )}
      <VideoPlayers
        screens={screens}
        gains={gains}
        personal={personal}
        pictures={sharing.pictures}
        onProblem={onProblem}
      />
      {TEST_HOOKS_ENABLED && <VideoTestHook screens={screens} layer={layer} />}
    </>
  );
}
