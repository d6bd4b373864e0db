import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GetIceServersResult } from '../../domain/protocol/callables';
import { IceServerSource, type IceConfig } from './iceServerSource';

const HOUR = 3_600_000;
const turn = (n: number) => ({ urls: ['turn:127.0.0.1:3478'], username: `u${n}`, credential: 'c' });

describe('IceServerSource', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('fetches once for every caller, then renews after three quarters of the life and tells the links', async () => {
    let calls = 0;
    const fetch = vi.fn(async (): Promise<GetIceServersResult> => {
      calls += 1;
      return { iceServers: [turn(calls)], expiresAt: Date.now() + 4 * HOUR };
    });
    const source = new IceServerSource(fetch);
    const [first, again] = await Promise.all([source.get(), source.get()]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(first).toBe(again);
    expect(first.iceServers[0]!.username).toBe('u1');
    expect(first.iceTransportPolicy).toBe('all');

    const renewed: IceConfig[] = [];
    source.onRenewed((config) => renewed.push(config));
    await vi.advanceTimersByTimeAsync(3 * HOUR - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(renewed.map((config) => config.iceServers[0]!.username)).toEqual(['u2']);
    // Later callers get the renewed servers; the next renewal is scheduled from the new expiry.
    expect((await source.get()).iceServers[0]!.username).toBe('u2');
    await vi.advanceTimersByTimeAsync(3 * HOUR);
    expect(fetch).toHaveBeenCalledTimes(3);
    source.stop();
  });

  it('a failed renewal keeps the servers it had and asks again with back-off', async () => {
    let fail = false;
    const fetch = vi.fn(async (): Promise<GetIceServersResult> => {
      if (fail) throw new Error('unavailable');
      return { iceServers: [turn(1)], expiresAt: Date.now() + HOUR };
    });
    const source = new IceServerSource(fetch);
    await source.get();
    fail = true;
    await vi.advanceTimersByTimeAsync(0.75 * HOUR);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect((await source.get()).iceServers[0]!.username).toBe('u1');
    fail = false;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetch).toHaveBeenCalledTimes(3);
    source.stop();
  });

  it('answers no servers when the first fetch fails (voice still reaches a LAN), then retries', async () => {
    const fetch = vi
      .fn<() => Promise<GetIceServersResult>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ iceServers: [turn(2)], expiresAt: null });
    const source = new IceServerSource(fetch);
    expect((await source.get()).iceServers).toEqual([]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect((await source.get()).iceServers[0]!.username).toBe('u2');
    // Nothing expires: no further renewal.
    await vi.advanceTimersByTimeAsync(24 * HOUR);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
