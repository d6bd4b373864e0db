import { getAudioToken } from '../../../data/callables';
import type { VoiceEngine } from '../engine';
import { engineWithFallback } from '../engineWithFallback';
import { createLiveKitEngine } from './livekitEngine';

/**
 * The livekit engine of a session (VITE_VOICE_ENGINE=livekit), loaded only by such builds:
 * tokens from audio-getToken; when the functions have no LiveKit configured, or when its room
 * stays full past the queue's 3 s (over capacity: the general channel), `p2p` takes over.
 */
export function createLiveKitVoice(eventId: string, p2p: () => VoiceEngine): VoiceEngine {
  return engineWithFallback(
    (fallBack) =>
      createLiveKitEngine({
        fetchToken: (channelId) => getAudioToken({ eventId, channelId }),
        onNotConfigured: () => {
          console.warn('Voice: no LiveKit server is configured for the functions; using p2p.');
          fallBack();
        },
        onOverCapacity: () => {
          console.warn('Voice: the LiveKit room is full; using p2p.');
          fallBack();
        },
      }),
    p2p,
  );
}
