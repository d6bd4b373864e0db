import { getAudioToken, joinEventConference, leaveEventConference } from '../../data/callables';
import { withConferenceAccounting } from './conferenceAccounting';
import type { VoiceEngine } from './engine';
import { engineWithFallback } from './engineWithFallback';
import { createLiveKitEngine } from './livekitEngine';
import { createP2pEngine } from './p2pEngine';

/**
 * The voice engine this build uses: VITE_VOICE_ENGINE = 'p2p' (default, no server) or
 * 'livekit' (an SFU; the functions mint its tokens and say where it is, and when they have no
 * LiveKit configured the engine falls back to p2p with a console warning). VITE_ICE_SERVERS
 * (JSON RTCIceServer[]) adds STUN/TURN for p2p across the internet; none are needed on one
 * machine or a LAN. Either engine's time in voice is accounted (audio-joinEventConference).
 */
export function createVoiceEngine(eventId: string, uid: string): VoiceEngine {
  const kind = (import.meta.env.VITE_VOICE_ENGINE as string | undefined) ?? 'p2p';
  const p2p = () => createP2pEngine({ eventId, uid, iceServers: iceServersFromEnv() });
  if (kind !== 'p2p' && kind !== 'livekit') {
    console.warn(`Voice engine '${kind}' is not available; using p2p.`);
  }
  const engine =
    kind === 'livekit'
      ? engineWithFallback(
          (fallBack) =>
            createLiveKitEngine({
              fetchToken: (channelId) => getAudioToken({ eventId, channelId }),
              onNotConfigured: () => {
                console.warn(
                  'Voice: no LiveKit server is configured for the functions; using p2p.',
                );
                fallBack();
              },
            }),
          p2p,
        )
      : p2p();
  return withConferenceAccounting(engine, eventId, {
    join: (alias) => throwIfRefused(joinEventConference({ eventId, alias })),
    leave: (alias) => throwIfRefused(leaveEventConference({ eventId, alias })),
  });
}

/** Callables answer refusals as data; accounting logs them as failures. */
async function throwIfRefused(outcome: Promise<{ ok: boolean; message?: string }>) {
  const result = await outcome;
  if (!result.ok) throw new Error(result.message);
}

function iceServersFromEnv(): RTCIceServer[] {
  const raw = import.meta.env.VITE_ICE_SERVERS as string | undefined;
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed as RTCIceServer[]) : [];
  } catch {
    console.warn('VITE_ICE_SERVERS is not JSON; using no ICE servers.');
    return [];
  }
}
