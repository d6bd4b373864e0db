import { describe, expect, it } from 'vitest';
import type { VoiceEngineStatus } from './engine';
import { engineWithFallback, lazyEngine } from './engineWithFallback';
import { FakeEngine, fakeTrack, voice } from './fakeEngine.test-helper';

function setup() {
  const primary = new FakeEngine('livekit');
  const fallback = new FakeEngine('p2p');
  let fallBack = () => undefined as void;
  const engine = engineWithFallback(
    (give) => {
      fallBack = give;
      return primary;
    },
    () => fallback,
  );
  const statuses: VoiceEngineStatus[] = [];
  engine.onStatus((status) => statuses.push(status));
  return { primary, fallback, engine, statuses, fallBack: () => fallBack() };
}

describe('engineWithFallback', () => {
  it('runs the primary engine until it gives way', async () => {
    const { primary, fallback, engine, statuses } = setup();
    await engine.start(fakeTrack('mic'));
    engine.setPlan([voice('a')], new Set(['a']));
    primary.emit({ connection: 'connected', fatal: false });
    expect(primary.calls).toEqual(['livekit.start(mic)', 'livekit.setPlan(a)']);
    expect(fallback.calls).toEqual([]);
    expect(statuses).toEqual([{ connection: 'connected', fatal: false }]);
    expect(engine.connections()).toEqual(['livekit-peer']);
  });

  it('hands the fallback the same microphone, mute, channel and plan', async () => {
    const { primary, fallback, engine, statuses, fallBack } = setup();
    engine.setMuted(true);
    engine.setChannel?.('zone');
    await engine.start(fakeTrack('mic'));
    engine.setPlan([voice('a'), voice('b')], new Set(['a', 'b']));
    fallBack();
    expect(primary.calls.at(-1)).toBe('livekit.stop()');
    expect(fallback.calls).toEqual([
      'p2p.setMuted(true)',
      'p2p.setChannel(zone)',
      'p2p.start(mic)',
      'p2p.setPlan(a,b)',
    ]);
    // Statuses now come from the fallback only.
    primary.emit({ connection: 'failed', fatal: true });
    fallback.emit({ connection: 'connected', fatal: false });
    expect(statuses).toEqual([{ connection: 'connected', fatal: false }]);
    expect(engine.connections()).toEqual(['p2p-peer']);
    await engine.setMicrophone(fakeTrack('mic2'));
    expect(fallback.calls.at(-1)).toBe('p2p.setMicrophone(mic2)');
  });

  it('falls back once, and not after stop', async () => {
    const { fallback, engine, fallBack } = setup();
    await engine.start(fakeTrack('mic'));
    fallBack();
    fallBack();
    expect(fallback.calls.filter((call) => call.endsWith('start(mic)'))).toHaveLength(1);
    engine.stop();
    expect(fallback.calls.at(-1)).toBe('p2p.stop()');

    const other = setup();
    other.engine.stop();
    other.fallBack();
    expect(other.fallback.calls).toEqual([]);
  });
});

describe('lazyEngine', () => {
  it('remembers what it is told until the engine has loaded, then hands it over', async () => {
    const real = new FakeEngine('livekit');
    let resolve: (engine: FakeEngine) => void = () => undefined;
    const engine = lazyEngine(() => new Promise((done) => (resolve = done)));
    const statuses: VoiceEngineStatus[] = [];
    engine.onStatus((status) => statuses.push(status));
    engine.setMuted(true);
    await engine.start(fakeTrack('mic'));
    engine.setPlan([voice('a')], new Set(['a']));
    expect(engine.connections()).toEqual([]);
    resolve(real);
    await Promise.resolve();
    expect(real.calls).toEqual([
      'livekit.setMuted(true)',
      'livekit.setChannel(null)',
      'livekit.start(mic)',
      'livekit.setPlan(a)',
    ]);
    real.emit({ connection: 'connected', fatal: false });
    expect(statuses).toEqual([{ connection: 'connected', fatal: false }]);
  });

  it("passes a person's Retry to the loaded engine", async () => {
    const real = new FakeEngine('p2p');
    const engine = lazyEngine(async () => real);
    await engine.start(fakeTrack('mic'));
    await Promise.resolve();
    engine.retry?.('bob');
    expect(real.calls).toContain('p2p.retry(bob)');
  });

  it('says the voice failed for good when its code cannot be loaded', async () => {
    const engine = lazyEngine(() => Promise.reject(new Error('Failed to fetch')));
    const statuses: VoiceEngineStatus[] = [];
    engine.onStatus((status) => statuses.push(status));
    await engine.start(fakeTrack('mic'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(statuses).toEqual([{ connection: 'failed', fatal: true }]);
  });
});
