import type { PlannedVoice, VoiceEngine, VoiceEngineStatus } from './engine';

/**
 * An engine that runs `makePrimary`'s engine until that one gives way (calls the `fallBack` it
 * was given), then the fallback engine, handed the same microphone, mute, channel, plan and
 * status listeners, so the voice session never knows the switch happened. Used for livekit,
 * which gives way to p2p when the functions have no LiveKit configured, or when its room stays
 * full (over capacity: p2p is then the general channel).
 */
export function engineWithFallback(
  makePrimary: (fallBack: () => void) => VoiceEngine,
  makeFallback: () => VoiceEngine,
): VoiceEngine {
  const listeners = new Set<(status: VoiceEngineStatus) => void>();
  const forward = (status: VoiceEngineStatus) => listeners.forEach((listener) => listener(status));
  let track: MediaStreamTrack | null = null;
  let muted = false;
  let channel: string | null = null;
  let plan: { voices: readonly PlannedVoice[]; present: ReadonlySet<string> } | null = null;
  let switched = false;
  let stopped = false;

  const fallBack = () => {
    if (switched || stopped) return;
    switched = true;
    offCurrent();
    current.stop();
    current = makeFallback();
    offCurrent = current.onStatus(forward);
    current.setMuted(muted);
    current.setChannel?.(channel);
    if (!track) return;
    void current.start(track);
    if (plan) current.setPlan(plan.voices, plan.present);
  };

  let current = makePrimary(fallBack);
  let offCurrent = current.onStatus(forward);

  return {
    async start(microphone) {
      track = microphone;
      await current.start(microphone);
    },
    setPlan(voices, present) {
      plan = { voices, present };
      current.setPlan(voices, present);
    },
    setChannel(next) {
      channel = next;
      current.setChannel?.(next);
    },
    setMuted(value) {
      muted = value;
      current.setMuted(value);
    },
    async setMicrophone(next) {
      track = next;
      await current.setMicrophone(next);
    },
    onStatus(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    levels: () => current.levels(),
    connections: () => current.connections(),
    stage: () => current.stage?.() ?? null,
    screens: () => current.screens?.() ?? null,
    inspect: () => current.inspect?.() ?? Promise.resolve([]),
    refreshGrant: () => current.refreshGrant?.(),
    retry: (peerId) => current.retry?.(peerId),
    stop() {
      stopped = true;
      offCurrent();
      current.stop();
    },
  };
}

/**
 * An engine that does nothing yet: the placeholder while the real one's code loads. `fail`
 * says to its listeners that it never will (its code could not be fetched): a fatal failure,
 * whose way forward is reloading the page.
 */
function pendingEngine(): { engine: VoiceEngine; fail(): void } {
  const listeners = new Set<(status: VoiceEngineStatus) => void>();
  return {
    engine: {
      start: async () => undefined,
      setPlan: () => undefined,
      setMuted: () => undefined,
      setMicrophone: async () => undefined,
      onStatus(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      levels: () => new Map(),
      connections: () => [],
      stop: () => listeners.clear(),
    },
    fail: () => listeners.forEach((listener) => listener({ connection: 'failed', fatal: true })),
  };
}

/**
 * An engine whose code loads on demand (the livekit engine, which a p2p build never fetches):
 * until `load` resolves, the microphone, mute, channel and plan are remembered, then handed to
 * the loaded engine, exactly as engineWithFallback hands them to its fallback. A load that fails
 * (the network went while the chunk was fetched) is reported as a fatal failure, not waited for
 * forever.
 */
export function lazyEngine(load: () => Promise<VoiceEngine>): VoiceEngine {
  let loaded: VoiceEngine | null = null;
  const pending = pendingEngine();
  return engineWithFallback(
    (switchNow) => {
      void load().then(
        (engine) => {
          loaded = engine;
          switchNow();
        },
        (error: unknown) => {
          console.warn('Voice: the engine could not be loaded.', error);
          pending.fail();
        },
      );
      return pending.engine;
    },
    () => loaded!,
  );
}
