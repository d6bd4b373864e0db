import { describe, expect, it } from 'vitest';
import type { VoiceFeed } from './voiceFeed';
import { WorldFeedSlot } from './worldFeedSlot';

const feed = (roomId: string): VoiceFeed => ({
  roomId,
  people: () => ({ player: { id: 'me', x: 0, y: 0 }, remotes: [], known: true }),
  objects: () => [],
  nameOf: () => '',
});

/** A follower that records what it was told, as FeedSwitch is. */
function recorder() {
  const told: string[] = [];
  return {
    told,
    register: (f: VoiceFeed) => told.push(`register ${f.roomId}`),
    unregister: (f: VoiceFeed) => told.push(`unregister ${f.roomId}`),
  };
}

describe('WorldFeedSlot', () => {
  it('tells a voice that starts after the world of the world registered already', () => {
    const slot = new WorldFeedSlot();
    slot.register(feed('main'));
    const voice = recorder();
    slot.follow(voice);
    expect(voice.told).toEqual(['register main']);
  });

  it('passes later mounts and unmounts on, and keeps the mounted feed meanwhile', () => {
    const slot = new WorldFeedSlot();
    const voice = recorder();
    const stopFollowing = slot.follow(voice);
    const unmount = slot.register(feed('main'));
    expect(slot.current()?.roomId).toBe('main');
    unmount();
    expect(slot.current()).toBeNull();
    stopFollowing();
    slot.register(feed('hall'));
    expect(voice.told).toEqual(['register main', 'unregister main']);
    expect(slot.current()?.roomId).toBe('hall');
  });

  it('keeps the next room feed when the previous world unmounts after it mounted', () => {
    const slot = new WorldFeedSlot();
    const unmountMain = slot.register(feed('main'));
    slot.register(feed('hall'));
    unmountMain();
    expect(slot.current()?.roomId).toBe('hall');
  });
});
