import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUDIO_OUTPUT_KEY,
  chooseOutput,
  followChosenOutput,
  rememberedOutput,
  sinkTo,
} from './audioOutput';

/** A target that records the devices it was sent to (an AudioContext, an <audio>). */
function fakeTarget(refuse = false) {
  const sinks: string[] = [];
  return {
    sinks,
    setSinkId: async (deviceId: string) => {
      if (refuse) throw new DOMException('gone', 'NotFoundError');
      sinks.push(deviceId);
    },
  };
}

describe('the chosen sound output', () => {
  beforeEach(() => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is remembered, and the default is remembered as nothing', () => {
    expect(rememberedOutput()).toBe('');
    chooseOutput('speakers-2');
    expect(rememberedOutput()).toBe('speakers-2');
    expect(localStorage.getItem(AUDIO_OUTPUT_KEY)).toBe('speakers-2');
    chooseOutput('');
    expect(localStorage.getItem(AUDIO_OUTPUT_KEY)).toBeNull();
  });

  it('is followed from the start and on every later choice, until unsubscribed', async () => {
    chooseOutput('headset');
    const context = fakeTarget();
    const stop = followChosenOutput(context);
    chooseOutput('speakers');
    await Promise.resolve();
    expect(context.sinks).toEqual(['headset', 'speakers']);
    stop();
    chooseOutput('headset');
    await Promise.resolve();
    expect(context.sinks).toEqual(['headset', 'speakers']);
  });

  it('leaves a target alone when nothing was chosen', async () => {
    const context = fakeTarget();
    followChosenOutput(context)();
    await Promise.resolve();
    expect(context.sinks).toEqual([]);
  });

  it('says when a device cannot be used, and when the target cannot choose at all', async () => {
    expect(await sinkTo(fakeTarget(), 'speakers')).toBe(true);
    expect(await sinkTo(fakeTarget(true), 'unplugged')).toBe(false);
    expect(await sinkTo({}, 'speakers')).toBe(false);
  });
});
