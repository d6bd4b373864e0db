import {
  AUDIO_BADGE,
  displayedAudioState,
  LISTEN_ONLY_TEXT,
  ONLY_BOTS_TEXT,
  queuedText,
  RELOAD_PAGE_TEXT,
} from '../../domain/voice';
import type { VoiceEngineStatus } from './engine';

/**
 * The audio connection badge: the displayed state's text (with the place in the queue while
 * the audio server is full), 'listening only' when connected without a microphone, and a way
 * forward on errors.
 */
export function AudioBadge({
  status,
  alone,
  onlyBots,
  listenOnly,
  onReconnect,
  onRetryVoice,
}: {
  status: VoiceEngineStatus | null;
  alone: boolean;
  /** Alone among voices, with bots around. */
  onlyBots: boolean;
  /** No working microphone: connected means hearing the others, not being heard. */
  listenOnly: boolean;
  onReconnect: () => void;
  /** After a refused voice seat: ask the server again. */
  onRetryVoice: () => void;
}) {
  const queue = status?.queue ?? null;
  const state = displayedAudioState({
    connection: status?.connection ?? null,
    // A place not known (the server keeps no queue) still counts as waiting.
    queuePosition: queue ? (queue.position ?? 0) : null,
    fatalError: status?.fatal ?? false,
    emptyEvent: alone,
  });
  const badge = AUDIO_BADGE[state];
  // A refused voice seat (audio quota) shows the server's sentence in the error's place.
  const text =
    status?.refused ??
    (state === 'queued'
      ? queuedText(queue?.position ?? null)
      : state === 'ready' && listenOnly
        ? LISTEN_ONLY_TEXT
        : state === 'none' && onlyBots
          ? ONLY_BOTS_TEXT
          : badge.text);
  const problem = state === 'error' || state === 'fatalError';
  return (
    <div className="voice-badge" data-state={state} role={problem ? 'alert' : 'status'}>
      <span>{text}</span>
      {badge.action === 'reconnect' && (
        <button type="button" onClick={onReconnect}>
          Reconnect
        </button>
      )}
      {status?.refused && (
        <button type="button" onClick={onRetryVoice}>
          Try again
        </button>
      )}
      {badge.action === 'reload' && !status?.refused && (
        <button type="button" onClick={() => window.location.reload()}>
          {RELOAD_PAGE_TEXT}
        </button>
      )}
    </div>
  );
}
