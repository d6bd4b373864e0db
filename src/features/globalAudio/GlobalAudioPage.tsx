import { useEffect, useState } from 'react';
import { useParams } from '../../ui/routing';
import { parseParentOrigins, type GlobalAudioMessage } from '../../domain/globalAudio';
import { GLOBAL_AUDIO_TEXT } from '../../domain/globalAudioListening';
import { listenForGlobalAudio } from './globalAudioListener';
import { useListening } from './useListening';

/**
 * /event-global-audio/{eventId}: no visible UI. Embedded in an iframe, it waits for the parent's
 * message (token, conferenceId, userId, eventId), acknowledges it, then listens to the event's
 * stage: on LiveKit with the message's token (VITE_LIVEKIT_URL), on p2p as a listen-only
 * participant (useListening). The only output is a visually hidden status line (screen
 * readers, tests): its data-state (the reference's displayed audio states, or notEmbedded,
 * waiting, noAccess) and how many messages were ignored.
 */
export function GlobalAudioPage() {
  const { eventId = '' } = useParams();
  const embedded = window.parent !== window;
  const [message, setMessage] = useState<GlobalAudioMessage | null>(null);
  const [ignored, setIgnored] = useState(0);

  useEffect(() => {
    if (!embedded) return;
    return listenForGlobalAudio({
      eventId,
      allowedOrigins: parseParentOrigins(
        import.meta.env.VITE_GLOBAL_AUDIO_PARENT_ORIGINS as string | undefined,
      ),
      onMessage: setMessage,
      onIgnored: () => setIgnored((count) => count + 1),
    });
  }, [embedded, eventId]);

  const listening = useListening(eventId, message);
  const { state, text } = !embedded
    ? { state: 'notEmbedded', text: GLOBAL_AUDIO_TEXT.notEmbedded }
    : (listening ?? { state: 'waiting', text: GLOBAL_AUDIO_TEXT.waiting });

  return (
    <p
      className="visually-hidden"
      role="status"
      data-testid="global-audio-status"
      data-state={state}
      data-ignored={ignored}
    >
      {text}
    </p>
  );
}
