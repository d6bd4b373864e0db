import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { parseParentOrigins, type GlobalAudioMessage } from '../../domain/globalAudio';
import { AUDIO_BADGE, displayedAudioState } from '../../domain/voice';
import { loadLiveKitListener, type VoiceEngineStatus } from '../voice';
import { listenForGlobalAudio } from './globalAudioListener';

type PageState = 'notEmbedded' | 'waiting' | ReturnType<typeof displayedAudioState>;

const WAITING_TEXT = 'Waiting for the audio token from the embedding page';
const NOT_EMBEDDED_TEXT = 'This page only works embedded in another page';

/**
 * /event-global-audio/{eventId}: no visible UI. Embedded in an iframe, it waits for the parent's
 * message (token, conferenceId, userId, eventId), acknowledges it, then listens to the event's
 * audio on LiveKit (VITE_LIVEKIT_URL). The only output is a visually hidden status line (screen
 * readers, tests): its data-state and how many messages were ignored.
 */
export function GlobalAudioPage() {
  const { eventId = '' } = useParams();
  const embedded = window.parent !== window;
  const [message, setMessage] = useState<GlobalAudioMessage | null>(null);
  const [status, setStatus] = useState<VoiceEngineStatus | null>(null);
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

  useEffect(() => {
    if (!message) return;
    setStatus(null);
    let live = true;
    let stop = () => undefined as void;
    void loadLiveKitListener().then((joinLiveKitAsListener) => {
      if (!live) return;
      const engine = joinLiveKitAsListener({
        token: message.token,
        roomName: message.conferenceId,
        identity: message.userId,
        url: (import.meta.env.VITE_LIVEKIT_URL as string | undefined)?.trim() ?? '',
      });
      const off = engine.onStatus(setStatus);
      stop = () => {
        off();
        engine.stop();
      };
    });
    return () => {
      live = false;
      stop();
    };
  }, [message]);

  const state: PageState = !embedded
    ? 'notEmbedded'
    : !message
      ? 'waiting'
      : displayedAudioState({
          connection: status?.connection ?? 'connecting',
          queuePosition: null,
          fatalError: status?.fatal ?? false,
          emptyEvent: false,
        });
  const text =
    state === 'notEmbedded'
      ? NOT_EMBEDDED_TEXT
      : state === 'waiting'
        ? WAITING_TEXT
        : AUDIO_BADGE[state].text;

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
