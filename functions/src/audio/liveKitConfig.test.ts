import { describe, expect, it } from 'vitest';
import { LIVEKIT_NOT_CONFIGURED, readLiveKitConfig, requireLiveKitConfig } from './liveKitConfig';

const FULL = {
  LIVEKIT_URL: 'wss://example.livekit.cloud',
  LIVEKIT_API_KEY: 'key',
  LIVEKIT_API_SECRET: 'secret',
};

describe('LiveKit configuration', () => {
  it('is read when all three values are set', () => {
    expect(readLiveKitConfig(FULL)).toEqual({
      url: 'wss://example.livekit.cloud',
      apiKey: 'key',
      apiSecret: 'secret',
    });
    expect(readLiveKitConfig({ ...FULL, LIVEKIT_URL: ' ws://127.0.0.1:7880 ' })?.url).toBe(
      'ws://127.0.0.1:7880',
    );
  });

  it('is absent when any value is missing, blank or the URL is not a server URL', () => {
    for (const key of Object.keys(FULL)) {
      expect(readLiveKitConfig({ ...FULL, [key]: undefined }), key).toBeNull();
      expect(readLiveKitConfig({ ...FULL, [key]: '  ' }), key).toBeNull();
    }
    expect(readLiveKitConfig({ ...FULL, LIVEKIT_URL: 'example.livekit.cloud' })).toBeNull();
  });

  it('when absent, callers get failed-precondition saying voice runs peer-to-peer', () => {
    expect(() => requireLiveKitConfig({})).toThrowError(LIVEKIT_NOT_CONFIGURED);
    try {
      requireLiveKitConfig({});
    } catch (error) {
      expect(error).toMatchObject({
        code: 'failed-precondition',
        details: { reason: 'livekit_not_configured' },
      });
    }
    expect(LIVEKIT_NOT_CONFIGURED).toMatch(/peer-to-peer/);
    expect(requireLiveKitConfig(FULL).apiKey).toBe('key');
  });
});
