import { PRESENCE } from './constants';

/** A user whose last keep-alive is older than the stale window is potentially offline. */
export function isStale(lastKeepAliveMs: number | null, nowMs: number): boolean {
  return lastKeepAliveMs === null || nowMs - lastKeepAliveMs > PRESENCE.staleAfterMs;
}

export interface PresenceFacts {
  online: boolean;
  banned?: boolean;
  lastKeepAliveMs: number | null;
}

/** Banned or offline users are excluded from the online list (reference); so are stale ones. */
export function isShownOnline(user: PresenceFacts, nowMs: number): boolean {
  return user.online && !user.banned && !isStale(user.lastKeepAliveMs, nowMs);
}
