import { describe, expect, it } from 'vitest';
import type { PositionRecord } from '../../domain/positionDocs';
import { createRemote, retarget } from './remoteAvatars';
import { setSpeaking, worldIsBusy } from './worldActivity';
import { createWorldState } from './worldState';

const record = (at: Partial<PositionRecord>): PositionRecord => ({
  uid: 'b',
  x: 10,
  y: 10,
  angle: 0,
  interval: 500,
  t: 1,
  name: 'B',
  animal: 'fox',
  muted: false,
  reaction: '',
  hand: false,
  ...at,
});

function settledWorld() {
  const state = createWorldState('a', 'A', 'fox', { x: 10, y: 10 });
  state.cameraMoving = false;
  return state;
}

describe('worldIsBusy', () => {
  it('is idle when nothing moves, and busy while the camera eases in', () => {
    const state = settledWorld();
    expect(worldIsBusy(state, 0, -16)).toBe(false);
    state.cameraMoving = true;
    expect(worldIsBusy(state, 0, -16)).toBe(true);
  });

  it('is busy while a movement key is held or a destination is set', () => {
    const state = settledWorld();
    state.input.keys.add('KeyW');
    expect(worldIsBusy(state, 0, -16)).toBe(true);
    state.input.keys.delete('KeyW');
    state.input.target = { x: 20, y: 10 };
    expect(worldIsBusy(state, 0, -16)).toBe(true);
  });

  it('is busy while a remote glides to a new place or turns, not for a keep-alive', () => {
    const state = settledWorld();
    const remote = createRemote(record({}), 0);
    state.remotes.set(remote.id, remote);
    retarget(remote, record({ t: 2 }), 1000);
    expect(worldIsBusy(state, 1100, 1084)).toBe(false);
    retarget(remote, record({ t: 3, x: 12 }), 2000);
    expect(worldIsBusy(state, 2100, 2084)).toBe(true);
    expect(worldIsBusy(state, 2600, 2584)).toBe(false);
    retarget(remote, record({ t: 4, x: 12, angle: 1 }), 3000);
    expect(worldIsBusy(state, 3100, 3084)).toBe(true);
  });

  it('is busy while a reaction bubble shows over anyone', () => {
    const state = settledWorld();
    state.player.reactionAt = 1000;
    expect(worldIsBusy(state, 2000, 1984)).toBe(true);
    expect(worldIsBusy(state, 5000, 4984)).toBe(false);
    const remote = createRemote(record({}), 0);
    state.remotes.set(remote.id, remote);
    retarget(remote, record({ t: 2, reaction: 'wave:1' }), 6000);
    expect(worldIsBusy(state, 6200, 6184)).toBe(true);
  });

  it('owes one frame to each change of who speaks, so a short burst of speech is drawn', () => {
    const state = settledWorld();
    setSpeaking(state, new Set(['b']), 1000);
    expect(state.speaking).toEqual(new Set(['b']));
    // No frame asked for since the change: busy, at any later time.
    expect(worldIsBusy(state, 1500, 900)).toBe(true);
    // A frame asked for after the change has drawn it: idle again.
    expect(worldIsBusy(state, 1050, 1016)).toBe(false);
    // The poll repeats the same set: no change, no frame owed.
    setSpeaking(state, new Set(['b']), 1300);
    expect(worldIsBusy(state, 1350, 1016)).toBe(false);
    // Silence is a change too: the ring and the tag go at once.
    setSpeaking(state, new Set(), 1600);
    expect(state.speaking.size).toBe(0);
    expect(worldIsBusy(state, 1650, 1016)).toBe(true);
    expect(worldIsBusy(state, 1700, 1650)).toBe(false);
  });
});
