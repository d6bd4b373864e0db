import { getIceServers } from '../../data/callables';
import type { GetIceServersResult, IceServerEntry } from '../../domain/protocol/callables';
import { IceServerSource } from './iceServerSource';

export { IceServerSource, type IceConfig } from './iceServerSource';

/** The development override (VITE_ICE_SERVERS), or null when unset or not a JSON array. */
function iceServersOverride(): GetIceServersResult | null {
  const raw = import.meta.env.VITE_ICE_SERVERS as string | undefined;
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) return { iceServers: parsed as IceServerEntry[], expiresAt: null };
  } catch {
    // Reported below.
  }
  console.warn('VITE_ICE_SERVERS is not a JSON array of ICE servers; asking the server.');
  return null;
}

const sources = new Map<string, IceServerSource>();

/**
 * The event's ICE server source, shared by the voice engine and 'Check my audio' (one fetch
 * and one renewal clock per event and page).
 */
export function iceServersFor(eventId: string): IceServerSource {
  let source = sources.get(eventId);
  if (!source) {
    const override = iceServersOverride();
    source = new IceServerSource(async () => {
      if (override) return override;
      const answer = await getIceServers({ eventId });
      if (!answer.ok) throw new Error(answer.message);
      return answer.data;
    });
    sources.set(eventId, source);
  }
  return source;
}
