import { describe, expect, it } from 'vitest';
import { readQueryFlags } from './queryFlags';

describe('readQueryFlags', () => {
  it('reads autoJoin and hideIntro, present or set to anything but false', () => {
    expect(readQueryFlags('?autoJoin&hideIntro=1')).toEqual({ autoJoin: true, hideIntro: true });
    expect(readQueryFlags('?autoJoin=false')).toEqual({ autoJoin: false, hideIntro: false });
  });

  it('leaves forceConnect out: nothing in this client waits to be forced (docs/architecture.md)', () => {
    expect(readQueryFlags('?forceConnect&autoJoin')).toEqual({ autoJoin: true, hideIntro: false });
  });
});
