import { useLayoutEffect, useRef, type RefObject } from 'react';
import { AUDIO_BADGE } from '../../domain/voice/audioState';
import { ATTENDEES_MUTED_TEXT } from '../../domain/voice/attendeesMuted';
import { useEventSession } from '../session';
import { CheckAudioButton } from './CheckAudioButton';
import { LevelBar } from './LevelBar';
import { useMuteKey } from './useMuteKey';
import './voice.css';

const SILENT = () => 0;

/**
 * The voice panel while the voice's code loads (SessionVoice starts it once the world is drawn):
 * what VoicePanel shows before its first plan, as the same elements — Mute (M), the level bar
 * at rest, 'Check my audio' and 'Joining audio...'. A press of Mute is kept and the voice starts
 * muted; the organisers' 'Mute attendees' disables it, as in VoicePanel. `focused` is told which
 * of its buttons had the focus when it went (its class), for the panel to take it on.
 */
export function StartingVoicePanel({
  muted,
  silenced,
  onToggleMute,
  focused,
  onCheckAudio,
}: {
  muted: boolean;
  silenced: boolean;
  onToggleMute: () => void;
  focused: RefObject<string | null>;
  onCheckAudio: () => void;
}) {
  const eventId = useEventSession((s) => s.eventId);
  useMuteKey(onToggleMute);
  const section = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = section.current;
    // A layout effect's cleanup runs while the panel is still in the page.
    return () => {
      const active = document.activeElement;
      focused.current =
        element && active instanceof HTMLElement && element.contains(active) && active.className
          ? active.className
          : null;
    };
  }, [focused]);
  return (
    <section ref={section} className="voice-panel" aria-label="Voice">
      <div className="voice-panel__row">
        <button
          type="button"
          className="voice-panel__mute"
          aria-pressed={muted}
          aria-keyshortcuts="M"
          title={muted ? 'Unmute (M)' : 'Mute (M)'}
          disabled={silenced}
          onClick={onToggleMute}
        >
          {muted ? 'Unmute' : 'Mute'} <kbd>M</kbd>
        </button>
        <LevelBar rms={SILENT} muted={muted} />
        <CheckAudioButton eventId={eventId} className="voice-panel__check" onOpen={onCheckAudio} />
      </div>
      {silenced && (
        <p className="voice-panel__note" role="status">
          {ATTENDEES_MUTED_TEXT.silenced}
        </p>
      )}
      <div className="voice-badge" data-state="joining" role="status">
        <span>{AUDIO_BADGE.joining.text}</span>
      </div>
      <p className="visually-hidden" aria-live="polite" />
    </section>
  );
}
