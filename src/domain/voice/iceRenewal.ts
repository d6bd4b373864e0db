/** Never renew TURN credentials sooner than this after fetching them (a clock skew guard). */
export const MIN_ICE_RENEW_MS = 10_000;
/** After a failed fetch of the ICE servers, ask again after these delays (the last repeats). */
const ICE_FETCH_RETRY_MS = [5_000, 15_000, 60_000] as const;

/**
 * When to fetch fresh TURN credentials: after three quarters of their remaining life, so a
 * renewal that fails has a quarter of the life left to be retried before links starting then
 * would get refused allocations. Null when nothing expires (STUN only, or a development
 * override).
 */
export function iceRenewalDelayMs(expiresAt: number | null, now: number): number | null {
  if (expiresAt === null) return null;
  return Math.max(MIN_ICE_RENEW_MS, Math.floor((expiresAt - now) * 0.75));
}

/** The delay before the `failures`-th retry of a failed fetch (1 = the first retry). */
export function iceFetchRetryMs(failures: number): number {
  const index = Math.min(Math.max(failures, 1), ICE_FETCH_RETRY_MS.length) - 1;
  return ICE_FETCH_RETRY_MS[index]!;
}
