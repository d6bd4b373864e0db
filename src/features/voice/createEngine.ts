import type { VoiceEngine } from './engine';
import { createP2pEngine } from './p2pEngine';

/**
 * The voice engine this build uses: VITE_VOICE_ENGINE = 'p2p' (default, no server) or, once it
 * exists, 'livekit'. VITE_ICE_SERVERS (JSON RTCIceServer[]) adds STUN/TURN for p2p across the
 * internet; none are needed on one machine or a LAN.
 */
export function createVoiceEngine(eventId: string, uid: string): VoiceEngine {
  const kind = (import.meta.env.VITE_VOICE_ENGINE as string | undefined) ?? 'p2p';
  if (kind !== 'p2p') console.warn(`Voice engine '${kind}' is not available; using p2p.`);
  return createP2pEngine({ eventId, uid, iceServers: iceServersFromEnv() });
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
