import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VoiceEngineStatus } from '../engine';
import { fakeTrack } from '../fakeEngine.test-helper';
import { createLiveKitEngine } from './livekitEngine';

/**
 * The livekit engine over capacity: a stand-in livekit-client whose rooms refuse the join as
 * LiveKit does when a room is full (no LiveKit server can run here).
 */
const joins = vi.hoisted(() => ({ attempts: 0, full: true }));
vi.mock('livekit-client', () => {
  const names = new Proxy({}, { get: (_, name) => String(name) });
  class Room {
    on() {
      return this;
    }
    async connect() {
      joins.attempts += 1;
      if (joins.full) throw new Error('room has exceeded its max participants');
    }
    async disconnect() {}
    remoteParticipants = new Map();
    localParticipant = { publishTrack: async () => ({ track: null }) };
  }
  return { Room, RoomEvent: names, Track: { Source: names, Kind: names } };
});

const token = async () => ({
  ok: true as const,
  data: { token: 't', url: 'ws://livekit.test', roomName: 'e', identity: 'me' },
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  joins.attempts = 0;
  joins.full = true;
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function setup(withGeneralChannel = true) {
  const onOverCapacity = vi.fn();
  const engine = createLiveKitEngine({
    fetchToken: token,
    onOverCapacity: withGeneralChannel ? onOverCapacity : undefined,
  });
  const statuses: VoiceEngineStatus[] = [];
  engine.onStatus((status) => statuses.push(status));
  return { engine, statuses, onOverCapacity };
}

describe('livekit engine over capacity', () => {
  it('waits in the queue (not an error), then switches to the general channel after 3 s', async () => {
    const { engine, statuses, onOverCapacity } = setup();
    await engine.start(fakeTrack('mic'));
    expect(statuses.at(-1)).toEqual({
      connection: 'disconnected',
      fatal: false,
      queue: { position: null },
    });
    await vi.advanceTimersByTimeAsync(2_999);
    expect(onOverCapacity).not.toHaveBeenCalled();
    // Retried once meanwhile (every 2 s), still full.
    expect(joins.attempts).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(onOverCapacity).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(joins.attempts).toBe(2);
    expect(statuses.some((status) => status.fatal)).toBe(false);
  });

  it('takes a place that frees up within the 3 s, and stays', async () => {
    const { engine, statuses, onOverCapacity } = setup();
    await engine.start(fakeTrack('mic'));
    joins.full = false;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(statuses.at(-1)).toEqual({ connection: 'connected', fatal: false });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(onOverCapacity).not.toHaveBeenCalled();
  });

  it('without a general channel, keeps waiting for a place, never giving up', async () => {
    const { engine, statuses } = setup(false);
    await engine.start(fakeTrack('mic'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(joins.attempts).toBe(31);
    expect(statuses.at(-1)?.queue).toEqual({ position: null });
    expect(statuses.some((status) => status.fatal)).toBe(false);
    engine.stop();
  });
});
