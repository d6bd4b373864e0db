import { AUDIO_BADGE, displayedAudioState, RELOAD_PAGE_TEXT } from '../../domain/voice';
import type { VoiceEngineStatus } from './engine';

/** The audio connection badge: the displayed state's text, with a way forward on errors. */
export function AudioBadge({
  status,
  alone,
  onReconnect,
}: {
  status: VoiceEngineStatus | null;
  alone: boolean;
  onReconnect: () => void;
}) {
  const state = displayedAudioState({
    connection: status?.connection ?? null,
    queuePosition: null,
    fatalError: status?.fatal ?? false,
    emptyEvent: alone,
  });
  const badge = AUDIO_BADGE[state];
  const problem = state === 'error' || state === 'fatalError';
  return (
    <div className="voice-badge" data-state={state} role={problem ? 'alert' : 'status'}>
      <span>{badge.text}</span>
      {badge.action === 'reconnect' && (
        <button type="button" onClick={onReconnect}>
          Reconnect
        </button>
      )}
      {badge.action === 'reload' && (
        <button type="button" onClick={() => window.location.reload()}>
          {RELOAD_PAGE_TEXT}
        </button>
      )}
    </div>
  );
}
