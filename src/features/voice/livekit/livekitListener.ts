import { LIVEKIT_NOT_CONFIGURED_REASON } from './livekitDecisions';
import { createLiveKitEngine } from './livekitEngine';
import type { VoiceEngine } from '../engine';
import { silentTrack } from '../localMicrophone';
import { unlockAudio } from '../audioGraph';

export interface LiveKitListenerOptions {
  /** A LiveKit token somebody else obtained (the global-audio page's parent). */
  token: string;
  roomName: string;
  identity: string;
  /** The LiveKit server; empty when none is configured (the engine then reports unavailable). */
  url: string;
}

/**
 * Joins a LiveKit room to listen only: never publishes a microphone (none is asked for: an
 * invisible page must not prompt), hears every participant at full level, unplaced.
 * Returns the running engine; its status says how far it got.
 */
export function joinLiveKitAsListener(options: LiveKitListenerOptions): VoiceEngine {
  const { token, roomName, identity, url } = options;
  const engine = createLiveKitEngine({
    publish: false,
    hearEveryone: true,
    fetchToken: async () =>
      url
        ? { ok: true, data: { token, url, roomName, identity } }
        : {
            ok: false,
            reason: LIVEKIT_NOT_CONFIGURED_REASON,
            message: 'No LiveKit server is configured (VITE_LIVEKIT_URL).',
          },
  });
  // Plays only if the embedding page allows autoplay or the user has interacted with it.
  unlockAudio();
  void engine.start(silentTrack());
  return engine;
}
