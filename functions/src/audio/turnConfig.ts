import { createHmac } from 'node:crypto';
import type { GetIceServersResult, IceServerEntry } from '../../../src/domain/protocol/callables';

/** How long minted TURN credentials live unless TURN_TTL_SECONDS says otherwise. */
export const DEFAULT_TURN_TTL_SECONDS = 4 * 60 * 60;
/**
 * TURN_TTL_SECONDS is clamped to this range: shorter would have the client renew all the time
 * (it renews after three quarters of the life), longer would keep a leaked credential usable
 * for days.
 */
export const MIN_TURN_TTL_SECONDS = 10 * 60;
export const MAX_TURN_TTL_SECONDS = 48 * 60 * 60;

/** What the functions' environment says about STUN and TURN (read per call, like LiveKit's). */
export interface IceServersConfig {
  /** STUN_URLS, or when absent `stun:` URLs of the TURN hosts (coturn answers STUN too). */
  stunUrls: string[];
  /** TURN_URLS with the shared secret, or null when either is missing. */
  turn: { urls: string[]; secret: string; ttlSeconds: number } | null;
  /** What was wrong and ignored (entries of a wrong scheme, a bad TTL), for a log line. */
  problems: string[];
}

type Env = Record<string, string | undefined>;

/** The comma-separated entries of `key` that are `kind` URLs; the others go to `problems`. */
function urlList(env: Env, key: string, kind: string, problems: string[]): string[] {
  const pattern = new RegExp(`^${kind}s?:[^\\s?]\\S*$`);
  const valid = (entry: string) => pattern.test(entry);
  const entries = (env[key] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const dropped = entries.filter((entry) => !valid(entry));
  if (dropped.length > 0) {
    const shown = dropped.map((entry) => `"${entry}"`).join(', ');
    problems.push(`${key}: ignored ${shown} (not a ${kind}: or ${kind}s: URL)`);
  }
  return entries.filter(valid);
}

/** `turn:host:port?transport=udp` → `stun:host:port`; `turns:` (TLS) gives none. */
function stunUrlsOfTurnHosts(turnUrls: string[]): string[] {
  const derived = turnUrls
    .filter((url) => url.startsWith('turn:'))
    .map((url) => `stun:${url.slice('turn:'.length).split('?')[0]}`);
  return [...new Set(derived)];
}

function ttlSeconds(env: Env, problems: string[]): number {
  const raw = env.TURN_TTL_SECONDS?.trim();
  if (!raw) return DEFAULT_TURN_TTL_SECONDS;
  const value = Number(raw);
  if (!Number.isInteger(value)) {
    problems.push(`TURN_TTL_SECONDS: "${raw}" is not a whole number of seconds; using the default`);
    return DEFAULT_TURN_TTL_SECONDS;
  }
  const clamped = Math.min(MAX_TURN_TTL_SECONDS, Math.max(MIN_TURN_TTL_SECONDS, value));
  if (clamped !== value) problems.push(`TURN_TTL_SECONDS: ${value} clamped to ${clamped}`);
  return clamped;
}

/**
 * Reads TURN_URLS (`turn:`/`turns:`), TURN_SECRET, STUN_URLS (`stun:`/`stuns:`) and
 * TURN_TTL_SECONDS. Optional settings in plain environment variables (functions/.env.<project>)
 * rather than defineSecret, for the reason liveKitConfig.ts gives.
 */
export function readIceServersConfig(env: Env): IceServersConfig {
  const problems: string[] = [];
  const turnUrls = urlList(env, 'TURN_URLS', 'turn', problems);
  const secret = env.TURN_SECRET?.trim() ?? '';
  const configuredStun = urlList(env, 'STUN_URLS', 'stun', problems);
  const stunUrls = configuredStun.length > 0 ? configuredStun : stunUrlsOfTurnHosts(turnUrls);
  if (turnUrls.length > 0 && !secret) {
    problems.push('TURN_URLS is set but TURN_SECRET is not: no TURN credentials are minted');
  }
  const turn =
    turnUrls.length > 0 && secret
      ? { urls: turnUrls, secret, ttlSeconds: ttlSeconds(env, problems) }
      : null;
  return { stunUrls, turn, problems };
}

/**
 * A TURN credential in the TURN REST API scheme (coturn's use-auth-secret, and managed TURN
 * services): the username carries its own expiry, and the server recomputes the credential
 * from its copy of the secret, so nothing is stored and the secret never leaves the function.
 */
export function turnCredential(
  secret: string,
  uid: string,
  expiresAtSeconds: number,
): { username: string; credential: string } {
  const username = `${expiresAtSeconds}:${uid}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}

/** audio-getIceServers' answer for `uid` at `nowMs`. */
export function iceServersAnswer(
  config: IceServersConfig,
  uid: string,
  nowMs: number,
): GetIceServersResult {
  const iceServers: IceServerEntry[] = [];
  if (config.stunUrls.length > 0) iceServers.push({ urls: config.stunUrls });
  if (!config.turn) return { iceServers, expiresAt: null };
  const expiresAtSeconds = Math.floor(nowMs / 1000) + config.turn.ttlSeconds;
  const credential = turnCredential(config.turn.secret, uid, expiresAtSeconds);
  iceServers.push({ urls: config.turn.urls, ...credential });
  return { iceServers, expiresAt: expiresAtSeconds * 1000 };
}
