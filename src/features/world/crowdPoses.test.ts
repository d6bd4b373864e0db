import { describe, expect, it } from 'vitest';
import type { PositionRecord } from '../../domain/positionDocs';
import { createPoseSource } from './crowdPoses';
import { createRemote } from './remoteAvatars';
import { createWorldState } from './worldState';

function roomWithAna() {
  const state = createWorldState('me', 'Me', 'fox', { x: 500, y: 500 });
  const record: PositionRecord = {
    uid: 'ana',
    x: 503,
    y: 500,
    angle: 0,
    interval: 1000,
    t: 0,
    name: 'Ana',
    animal: 'cat',
    muted: false,
    reaction: '',
    hand: false,
  };
  state.remotes.set('ana', createRemote(record, 0));
  state.visibleRemoteIds = new Set(['ana']);
  return state;
}

const opacities = (state: ReturnType<typeof roomWithAna>) =>
  Object.fromEntries(createPoseSource(state)().map((pose) => [pose.id, pose.opacity]));

describe('avatar opacity (reference: avatar hover fade 0.25)', () => {
  it('fades the avatar under the pointer while the room editor is open', () => {
    const state = roomWithAna();
    state.editing = true;
    state.pointedAt = 'ana';
    expect(opacities(state)).toEqual({ me: 1, ana: 0.25 });
    state.pointedAt = 'me';
    expect(opacities(state)).toEqual({ me: 0.25, ana: 1 });
  });

  it('keeps everyone opaque outside the editor, pointed at or not', () => {
    const state = roomWithAna();
    state.pointedAt = 'ana';
    expect(opacities(state)).toEqual({ me: 1, ana: 1 });
    state.editing = true;
    state.pointedAt = null;
    expect(opacities(state)).toEqual({ me: 1, ana: 1 });
  });
});
