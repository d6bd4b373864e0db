import { describe, expect, it } from 'vitest';
import { iceFetchRetryMs, iceRenewalDelayMs, MIN_ICE_RENEW_MS } from './iceRenewal';

describe('TURN credential renewal timing', () => {
  const HOUR = 3_600_000;

  it('renews after three quarters of the remaining life', () => {
    expect(iceRenewalDelayMs(4 * HOUR, 0)).toBe(3 * HOUR);
    expect(iceRenewalDelayMs(1_000_000 + 60_000, 1_000_000)).toBe(45_000);
  });

  it('never renews sooner than the minimum, even for credentials already expired', () => {
    expect(iceRenewalDelayMs(5_000, 0)).toBe(MIN_ICE_RENEW_MS);
    expect(iceRenewalDelayMs(0, 10_000)).toBe(MIN_ICE_RENEW_MS);
  });

  it('does not renew what does not expire', () => {
    expect(iceRenewalDelayMs(null, 0)).toBeNull();
  });

  it('backs off a failed fetch, then repeats the longest delay', () => {
    expect([1, 2, 3, 4, 9].map(iceFetchRetryMs)).toEqual([5_000, 15_000, 60_000, 60_000, 60_000]);
    expect(iceFetchRetryMs(0)).toBe(5_000);
  });
});
