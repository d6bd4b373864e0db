import { useEffect, useState } from 'react';
import type { GlobalAudioMessage } from '../../domain/globalAudio';
import {
  GLOBAL_AUDIO_TEXT,
  listenerAudioState,
  listenerStateText,
  type ListenerFacts,
} from '../../domain/globalAudioListening';
import { AUDIO_BADGE, displayedAudioState, type DisplayedAudioState } from '../../domain/voice';
import { loadLiveKitListener, type VoiceEngineStatus } from '../voice';
import { listenOnP2p, type P2pListening } from './p2pListening';

/**
 * The status line: a displayed audio state; or 'noAccess' when the event refused the page,
 * 'inEvent' while its user is in the event in another window (p2p).
 */
export interface ListeningStatus {
  state: DisplayedAudioState | 'noAccess' | 'inEvent';
  text: string;
}

/**
 * Listens to the event once the parent's message arrived (null: not yet), on this build's
 * engine: LiveKit with the parent's token (VITE_VOICE_ENGINE=livekit), else p2p as a
 * listen-only participant of its own. Returns what the status line says.
 */
export function useListening(
  eventId: string,
  message: GlobalAudioMessage | null,
): ListeningStatus | null {
  const [status, setStatus] = useState<ListeningStatus | null>(null);
  // Compared where it is read, so a p2p build never fetches the LiveKit listener's code.
  const liveKit = import.meta.env.VITE_VOICE_ENGINE === 'livekit';
  // On p2p the message only starts the listening (the parent may send it again until it sees
  // the ack): its token and ids are LiveKit's, so a resent message changes nothing.
  const started = message !== null;
  useEffect(() => {
    if (!liveKit || !message) return;
    setStatus(liveKitStatus(null));
    return listenOnLiveKit(message, (next) => setStatus(liveKitStatus(next)));
  }, [liveKit, message]);
  useEffect(() => {
    if (liveKit || !started) return;
    return listenOnP2p(eventId, (progress) => setStatus(p2pStatus(progress)));
  }, [liveKit, started, eventId]);
  return status;
}

function liveKitStatus(status: VoiceEngineStatus | null): ListeningStatus {
  const state = displayedAudioState({
    connection: status?.connection ?? 'connecting',
    queuePosition: null,
    fatalError: status?.fatal ?? false,
    emptyEvent: false,
  });
  return { state, text: AUDIO_BADGE[state].text };
}

function p2pStatus(progress: P2pListening): ListeningStatus {
  if (progress.phase === 'stopped') return { state: progress.state, text: progress.text };
  if (progress.phase === 'inEvent') return { state: 'inEvent', text: GLOBAL_AUDIO_TEXT.inEvent };
  const facts: ListenerFacts =
    progress.phase === 'joining'
      ? { connection: null, fatal: false, speakers: 0, hearing: 0, queuePosition: null }
      : progress.facts;
  const state = listenerAudioState(facts);
  const refused = progress.phase === 'listening' ? progress.refused : null;
  return { state, text: refused ?? listenerStateText(state, facts.queuePosition) };
}

/** The LiveKit listener with the parent's token (as before p2p listening existed). */
function listenOnLiveKit(
  message: GlobalAudioMessage,
  onStatus: (status: VoiceEngineStatus) => void,
): () => void {
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
    const off = engine.onStatus(onStatus);
    stop = () => {
      off();
      engine.stop();
    };
  });
  return () => {
    live = false;
    stop();
  };
}
