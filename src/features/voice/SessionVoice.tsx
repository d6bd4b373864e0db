import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { silencedByEvent } from '../../domain/voice/attendeesMuted';
import { InHudRegion } from '../../ui/HudRegions';
import { useEventSession } from '../session';
import { LazyCheckAudioDialog } from './CheckAudioButton';
import { StartingVoicePanel } from './StartingVoicePanel';
import type { RunningVoice } from './VoiceRunner';
import {
  NO_STAGE_VIEW,
  VoiceSessionContext,
  type StartRoster,
  type VoiceSessionValue,
} from './voiceFeed';
import { WorldFeedSlot } from './worldFeedSlot';

// The voice (engine, signalling, microphone, planning: 16.5 KB gzip) is not needed to
// walk: its code loads once the world is drawn, so the world's download keeps the link to
// itself, and the voice starts as soon as it is here.
const VoiceRunner = lazy(() => import('./VoiceRunner'));

/**
 * A world that is never drawn (its scenery failing) does not keep the voice from starting: it
 * starts after this long regardless, as it did with the session before issue 31.
 */
const LATEST_START_MS = 8000;

const NO_PEOPLE: RunningVoice['people'] = new Map();
const noop = () => undefined;

/**
 * The voice of a joined session. The world and its overlays get the voice's context from the
 * first moment (the world registers its feed here; Nearby, the stage overlay and the floor's
 * notice read the mute state and each person's audio); until the voice runs, the context says
 * what is true then: nobody's audio yet, no stage reach, and the mute a press of the stand-in
 * panel asked for, which the voice starts with.
 */
export function SessionVoice({
  loadRoster,
  children,
}: {
  /** The roster's code (voice's view of a room while its world is not mounted). */
  loadRoster: () => Promise<StartRoster>;
  children: ReactNode;
}) {
  const worldShown = useEventSession((s) => s.worldShown);
  const silenced = useEventSession((s) =>
    silencedByEvent(s.event.attendeesMuted, { stageSpeaker: s.roles.stageSpeaker }),
  );
  const [worldFeeds] = useState(() => new WorldFeedSlot());
  const [startMuted, setStartMuted] = useState(false);
  const [due, setDue] = useState(false);
  const [running, setRunning] = useState<RunningVoice | null>(null);
  // The stand-in's button that had the focus when the voice panel took its place: the panel's
  // button of the same class takes it on (Tab reaches the voice's region first).
  const focused = useRef<string | null>(null);
  const runs = running !== null;
  useEffect(() => {
    if (!runs || !focused.current) return;
    const selector = `.voice-panel .${focused.current.split(' ')[0]}`;
    document.querySelector<HTMLElement>(selector)?.focus();
    focused.current = null;
  }, [runs]);
  useEffect(() => {
    // A transition: the stand-in stays on screen while the code loads (outside one, React
    // would hide it and show the Suspense fallback instead).
    const start = () => startTransition(() => setDue(true));
    if (worldShown) return start();
    const timer = setTimeout(start, LATEST_START_MS);
    return () => clearTimeout(timer);
  }, [worldShown]);

  // 'Check my audio' of the voice's panels: shown here, so that a dialog opened from the
  // stand-in stays open while the voice panel takes the stand-in's place.
  const eventId = useEventSession((s) => s.eventId);
  const [checking, setChecking] = useState(false);
  const openCheck = useCallback(() => setChecking(true), []);
  const closeCheck = useCallback(() => {
    setChecking(false);
    // The dialog gives the focus back to its opener; a stand-in's is gone by then.
    requestAnimationFrame(() => {
      if (document.activeElement === document.body)
        document.querySelector<HTMLElement>('.voice-panel .voice-panel__check')?.focus();
    });
  }, []);

  const toggleStartMuted = useCallback(() => {
    if (!silenced) setStartMuted((muted) => !muted);
  }, [silenced]);
  const starting = useMemo(
    (): RunningVoice => ({
      muted: startMuted || silenced,
      stage: NO_STAGE_VIEW,
      people: NO_PEOPLE,
      retryPerson: noop,
      toggleMute: toggleStartMuted,
      nameOf: (id) => worldFeeds.current()?.nameOf(id) ?? '',
    }),
    [startMuted, silenced, toggleStartMuted, worldFeeds],
  );
  const value = useMemo(
    (): VoiceSessionValue => ({ ...(running ?? starting), register: worldFeeds.register }),
    [running, starting, worldFeeds],
  );
  const standIn = (
    <InHudRegion region="topLeft">
      <StartingVoicePanel
        muted={starting.muted}
        silenced={silenced}
        onToggleMute={toggleStartMuted}
        focused={focused}
        onCheckAudio={openCheck}
      />
    </InHudRegion>
  );
  return (
    <VoiceSessionContext.Provider value={value}>
      {children}
      {due ? (
        <Suspense fallback={standIn}>
          <VoiceRunner
            loadRoster={loadRoster}
            worldFeeds={worldFeeds}
            startMuted={startMuted}
            onValue={setRunning}
            onCheckAudio={openCheck}
          />
        </Suspense>
      ) : (
        standIn
      )}
      {checking && <LazyCheckAudioDialog eventId={eventId} onClose={closeCheck} />}
    </VoiceSessionContext.Provider>
  );
}
