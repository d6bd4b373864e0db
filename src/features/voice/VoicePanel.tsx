import { useState } from 'react';
import { ATTENDEES_MUTED_TEXT } from '../../domain/voice';
import { AudioBadge } from './AudioBadge';
import { CannotConnectNotes } from './CannotConnectNotes';
import { LevelBar } from './LevelBar';
import { LazyMicrophoneModal } from './LazyMicrophoneModal';
import { useEventSession } from '../session';
import { CheckAudioButton } from './CheckAudioButton';
import { SoundSwitch } from './SoundSwitch';
import { LazyStageQueueNote } from './lazyStage';
import type { PersonAudio } from './peopleAudio';
import { useMuteKey } from './useMuteKey';
import type { VoiceSession } from './useVoiceSession';
import type { StageView } from './voiceFeed';
import './voice.css';

/**
 * The attendee's voice controls: mute (M), the mic level bar, the audio connection badge, the
 * microphone errors with a way forward (without one the person listens only, and the panel
 * says so), the stage's queue when its speaker's budget is full, and a live text of who is
 * speaking for screen readers.
 */
export function VoicePanel({
  session,
  alone,
  onlyBots,
  speakingNames,
  stage,
  people,
  nameOf,
  onCheckAudio,
}: {
  session: VoiceSession;
  /** Nobody else is in the room. */
  alone: boolean;
  /** Alone among voices, with bots around ('Only bots are here'). */
  onlyBots: boolean;
  speakingNames: readonly string[];
  stage: StageView;
  /** Each person's audio state (the cannot-connect notes). */
  people: ReadonlyMap<string, PersonAudio>;
  nameOf: (id: string) => string;
  /** Opens 'Check my audio' (SessionVoice shows it, so it outlives a change of panel). */
  onCheckAudio: () => void;
}) {
  const { muted, mutedTemporarily, silenced, toggleMute, micError, retryMicrophone } = session;
  const [choosing, setChoosing] = useState(false);
  const eventId = useEventSession((s) => s.eventId);

  useMuteKey(toggleMute);

  return (
    <section className="voice-panel" aria-label="Voice">
      {/* Refused a voice seat (audio quota): no microphone to mute; the badge says why. */}
      {!session.status?.refused && (
        <div className="voice-panel__row">
          <button
            type="button"
            className="voice-panel__mute"
            aria-pressed={muted}
            aria-keyshortcuts="M"
            title={muted ? 'Unmute (M)' : 'Mute (M)'}
            disabled={mutedTemporarily || silenced}
            onClick={toggleMute}
          >
            {muted ? 'Unmute' : 'Mute'} <kbd>M</kbd>
          </button>
          <LevelBar rms={session.localRms} muted={muted} />
          <CheckAudioButton
            eventId={eventId}
            className="voice-panel__check"
            onOpen={onCheckAudio}
          />
        </div>
      )}
      {mutedTemporarily && (
        <p className="voice-panel__note" role="status">
          An event admin has muted you for now. You can unmute once they allow it.
        </p>
      )}
      {silenced && !mutedTemporarily && (
        <p className="voice-panel__note" role="status">
          {ATTENDEES_MUTED_TEXT.silenced}
        </p>
      )}
      {session.muteSaveFailed && (
        <p className="voice-panel__note" role="alert">
          Your mute state could not be saved; others may still see you as unmuted.
        </p>
      )}
      {micError && (
        <div className="voice-panel__error" role="alert">
          <p>{micError.message}</p>
          {micError.problem === 'permission' && (
            <p>Allow microphone access in the browser's address bar, then try again.</p>
          )}
          <button type="button" onClick={() => retryMicrophone()}>
            Try again
          </button>
          <button type="button" onClick={() => setChoosing(true)}>
            Choose another input
          </button>
        </div>
      )}
      <SoundSwitch />
      <AudioBadge
        status={session.status}
        alone={alone}
        onlyBots={onlyBots}
        listenOnly={micError !== null}
        onReconnect={session.reconnect}
        onRetryVoice={session.retryVoice}
      />
      <CannotConnectNotes people={people} nameOf={nameOf} onRetry={session.retryPerson} />
      {stage.waiting && <LazyStageQueueNote waiting={stage.waiting} />}
      <p className="visually-hidden" aria-live="polite">
        {speakingNames.map((name) => `${name} (speaking)`).join(', ')}
      </p>
      {choosing && <LazyMicrophoneModal onClose={() => setChoosing(false)} />}
    </section>
  );
}
