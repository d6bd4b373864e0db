import { describe, expect, it } from 'vitest';
import { FeedSwitch } from './feedSwitch';
import type { VoiceFeed, VoiceRoster } from './voiceFeed';

function feed(roomId: string): VoiceFeed {
  return {
    roomId,
    people: () => ({ player: { id: 'me', x: 0, y: 0 }, remotes: [], known: true }),
    objects: () => [],
    nameOf: () => '',
  };
}

function setup() {
  const started: string[] = [];
  const stopped: string[] = [];
  const rosters: VoiceRoster[] = [];
  const feeds = new FeedSwitch((roomId) => {
    started.push(roomId);
    const roster = { ...feed(roomId), stop: () => stopped.push(roomId) };
    rosters.push(roster);
    return roster;
  });
  return { feeds, started, stopped, rosters };
}

describe('FeedSwitch', () => {
  it('feeds voice from the room roster until the world of that room is mounted', () => {
    const { feeds, started, stopped, rosters } = setup();
    expect(feeds.current()).toBeNull();
    feeds.setRoom('plaza');
    expect(started).toEqual(['plaza']);
    expect(feeds.current()).toBe(rosters[0]);
    expect(feeds.usingRoster()).toBe(true);
    const world = feed('plaza');
    feeds.register(world);
    expect(stopped).toEqual(['plaza']);
    expect(feeds.current()).toBe(world);
    expect(feeds.usingRoster()).toBe(false);
  });

  it('on a change of room, plans the new room from its roster, not the old world', () => {
    const { feeds, started, rosters } = setup();
    feeds.setRoom('plaza');
    const plaza = feed('plaza');
    feeds.register(plaza);
    feeds.setRoom('hall');
    expect(started).toEqual(['plaza', 'hall']);
    expect(feeds.current()).toBe(rosters[1]);
    // The old world unmounts after the store moved on: nothing changes.
    feeds.unregister(plaza);
    expect(feeds.current()).toBe(rosters[1]);
    const hall = feed('hall');
    feeds.register(hall);
    expect(feeds.current()).toBe(hall);
  });

  it('a world already mounted for the new room needs no roster', () => {
    const { feeds, started } = setup();
    const hall = feed('hall');
    feeds.register(hall);
    feeds.setRoom('hall');
    expect(started).toEqual([]);
    expect(feeds.current()).toBe(hall);
  });

  it('stops its roster and starts nothing once stopped', () => {
    const { feeds, started, stopped } = setup();
    feeds.setRoom('plaza');
    feeds.stop();
    expect(stopped).toEqual(['plaza']);
    feeds.setRoom('hall');
    expect(started).toEqual(['plaza']);
    expect(feeds.current()).toBeNull();
  });
});
