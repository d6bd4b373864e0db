import { judgeGlobalAudioMessage, type GlobalAudioAck } from '../../domain/globalAudio';
import type { GlobalAudioMessage } from '../../domain/globalAudio';

export interface GlobalAudioListenerOptions {
  eventId: string;
  allowedOrigins: readonly string[];
  /** An accepted message, after its ack was sent. */
  onMessage: (message: GlobalAudioMessage) => void;
  /** A message that was ignored (wrong origin, shape or event). */
  onIgnored: (why: string) => void;
}

/**
 * Listens for the parent's token message, acknowledges an accepted one to the window that sent
 * it (only to the origin it came from) and ignores everything else. Returns the remover.
 */
export function listenForGlobalAudio(options: GlobalAudioListenerOptions): () => void {
  const onMessage = (event: MessageEvent) => {
    const verdict = judgeGlobalAudioMessage({
      origin: event.origin,
      data: event.data as unknown,
      ownOrigin: window.location.origin,
      allowedOrigins: options.allowedOrigins,
      eventId: options.eventId,
    });
    if (!verdict.ok) return options.onIgnored(verdict.why);
    const ack: GlobalAudioAck = { type: 'ack', conferenceId: verdict.message.conferenceId };
    (event.source as WindowProxy | null)?.postMessage(ack, { targetOrigin: event.origin });
    options.onMessage(verdict.message);
  };
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
}
