import { HttpsError } from 'firebase-functions/v2/https';

/** Where the LiveKit SFU is and the key pair that signs its tokens. */
export interface LiveKitConfig {
  url: string;
  apiKey: string;
  apiSecret: string;
}

export const LIVEKIT_NOT_CONFIGURED =
  'No LiveKit server is configured (LIVEKIT_URL, LIVEKIT_API_KEY, LIVEKIT_API_SECRET): ' +
  'voice runs peer-to-peer.';

/**
 * LiveKit is optional, so its settings are plain environment variables (functions/.env.<project>
 * at deploy time, the same files in the emulator) rather than defineSecret, which would make
 * every deploy demand a Secret Manager value even for events that only use peer-to-peer voice.
 * Read per call, so a missing value is reported to the caller instead of failing the load.
 */
export function readLiveKitConfig(env: Record<string, string | undefined>): LiveKitConfig | null {
  const url = env.LIVEKIT_URL?.trim() ?? '';
  const apiKey = env.LIVEKIT_API_KEY?.trim() ?? '';
  const apiSecret = env.LIVEKIT_API_SECRET?.trim() ?? '';
  if (!url || !apiKey || !apiSecret) return null;
  if (!/^(wss?|https?):\/\//.test(url)) return null;
  return { url, apiKey, apiSecret };
}

/** The config, or failed-precondition saying voice runs peer-to-peer. */
export function requireLiveKitConfig(env: Record<string, string | undefined>): LiveKitConfig {
  const config = readLiveKitConfig(env);
  if (config) return config;
  throw new HttpsError('failed-precondition', LIVEKIT_NOT_CONFIGURED, {
    reason: 'livekit_not_configured',
  });
}
