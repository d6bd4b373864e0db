import { afterEach, describe, expect, it, vi } from 'vitest';
import { MICROPHONE_KEY, MicrophoneError, openMicrophone } from './microphone';

/** A browser's getUserMedia and localStorage, stubbed on the node globals. */
function stubBrowser(getUserMedia: (constraints: MediaStreamConstraints) => Promise<unknown>) {
  const store = new Map<string, string>([[MICROPHONE_KEY, 'usb-mic']]);
  vi.stubGlobal('navigator', { mediaDevices: { getUserMedia } });
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  });
  return store;
}

const failWith = (name: string) => () => Promise.reject(new DOMException('no', name));

describe('openMicrophone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the chosen device in mono with echo cancellation and noise suppression', async () => {
    const getUserMedia = vi.fn(async () => ({}));
    stubBrowser(getUserMedia);
    await openMicrophone('usb-mic');
    expect(getUserMedia).toHaveBeenCalledWith({
      audio: {
        deviceId: { exact: 'usb-mic' },
        channelCount: 1,
        echoCancellation: true,
        noiseSuppression: true,
      },
    });
  });

  it('a refused permission says so and forgets the remembered device', async () => {
    const store = stubBrowser(failWith('NotAllowedError'));
    const error = await openMicrophone('usb-mic').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MicrophoneError);
    expect((error as MicrophoneError).problem).toBe('permission');
    expect((error as MicrophoneError).message).toBe('Microphone permissions needed');
    expect(store.has(MICROPHONE_KEY)).toBe(false);
  });

  it('no input device (or the chosen one gone) is "Microphone not found", keeping the choice', async () => {
    for (const name of ['NotFoundError', 'OverconstrainedError']) {
      const store = stubBrowser(failWith(name));
      const error = (await openMicrophone('usb-mic').catch((e: unknown) => e)) as MicrophoneError;
      expect(error.problem).toBe('notFound');
      expect(error.message).toBe('Microphone not found');
      expect(store.get(MICROPHONE_KEY)).toBe('usb-mic');
    }
  });
});
