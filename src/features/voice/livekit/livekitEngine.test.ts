import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VoiceEngineStatus } from '../engine';
import { fakeTrack } from '../fakeEngine.test-helper';
import { createLiveKitEngine, type AudioTokenOutcome } from './livekitEngine';

/**
 * The livekit engine up to the token: what it does with audio-getToken's answers. Nothing here
 * reaches livekit-client (no LiveKit server can run here); the answers are our own callable's.
 */

const refused = (message: string, reason: string | null = null): AudioTokenOutcome => ({
  ok: false,
  reason,
  message,
});

function setup(answers: (channelId: string | null) => AudioTokenOutcome, withFallback = true) {
  const asked: (string | null)[] = [];
  const onNotConfigured = vi.fn();
  const engine = createLiveKitEngine({
    fetchToken: async (channelId) => {
      asked.push(channelId);
      return answers(channelId);
    },
    onNotConfigured: withFallback ? onNotConfigured : undefined,
  });
  const statuses: VoiceEngineStatus[] = [];
  engine.onStatus((status) => statuses.push(status));
  return { engine, asked, statuses, onNotConfigured };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('livekit engine, token answers', () => {
  it('gives way to the fallback when the functions have no LiveKit, reporting nothing after', async () => {
    const { engine, statuses, onNotConfigured } = setup(() =>
      refused('No LiveKit server is configured', 'livekit_not_configured'),
    );
    await engine.start(fakeTrack('mic'));
    expect(onNotConfigured).toHaveBeenCalledTimes(1);
    expect(statuses).toEqual([{ connection: 'connecting', fatal: false }]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(statuses).toHaveLength(1);
  });

  it('without a fallback, says unavailable for good', async () => {
    const { engine, statuses } = setup(() => refused('none', 'livekit_not_configured'), false);
    await engine.start(fakeTrack('mic'));
    expect(statuses.at(-1)).toEqual({ connection: 'unavailable', fatal: true });
  });

  it('retries a refused token every 2 s and gives up at the 5th error', async () => {
    const { engine, asked, statuses } = setup(() => refused('Conference does not exist'));
    await engine.start(fakeTrack('mic'));
    expect(asked).toHaveLength(1);
    expect(statuses.at(-1)).toEqual({ connection: 'failed', fatal: false });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(asked).toHaveLength(5);
    expect(statuses.at(-1)).toEqual({ connection: 'failed', fatal: true });
  });

  it('asks for the zone room on a channel change, with a fresh retry budget', async () => {
    const { engine, asked } = setup(() => refused('Conference does not exist'));
    await engine.start(fakeTrack('mic'));
    await vi.advanceTimersByTimeAsync(2_000 * 3);
    expect(asked).toEqual([null, null, null, null]);
    engine.setChannel?.('zoneA');
    engine.setChannel?.('zoneA');
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual([null, null, null, null, 'zoneA']);
    await vi.advanceTimersByTimeAsync(2_000);
    // Had the budget not been refilled, the 5th error above would have been the last.
    expect(asked.at(-1)).toBe('zoneA');
    expect(asked).toHaveLength(6);
  });

  it('does nothing more once stopped, even when a token arrives late', async () => {
    let answer: (outcome: AudioTokenOutcome) => void = () => undefined;
    const statuses: VoiceEngineStatus[] = [];
    const engine = createLiveKitEngine({
      fetchToken: () => new Promise((resolve) => (answer = resolve)),
    });
    engine.onStatus((status) => statuses.push(status));
    const started = engine.start(fakeTrack('mic'));
    engine.stop();
    answer(refused('Conference does not exist'));
    await started;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(statuses).toEqual([{ connection: 'connecting', fatal: false }]);
    expect(engine.connections()).toEqual([]);
  });

  it('asks for a new token when the publish grant changes (temporary mute set or cleared)', async () => {
    const { engine, asked } = setup(() => refused('Conference does not exist'));
    await engine.start(fakeTrack('mic'));
    expect(asked).toEqual([null]);
    engine.refreshGrant?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual([null, null]);
    engine.stop();
    engine.refreshGrant?.();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(asked).toEqual([null, null]);
  });
});
