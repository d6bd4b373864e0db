import { PerspectiveCamera } from 'three';
import { describe, expect, it } from 'vitest';
import type { PositionRecord } from '../../domain/positionDocs';
import { pickPerson, PICK_RADIUS_PX } from './pickPerson';
import { createRemote } from './remoteAvatars';
import { createWorldState } from './worldState';

const SIZE = { width: 800, height: 600 };

function worldWith(people: Array<{ uid: string; x: number; y: number }>) {
  const state = createWorldState('me', 'Me', 'fox', { x: 0, y: 10 });
  for (const { uid, x, y } of people) {
    const record: PositionRecord = {
      uid,
      x,
      y,
      angle: 0,
      interval: 1000,
      t: 0,
      name: uid,
      animal: 'fox',
      muted: false,
      reaction: '',
      hand: false,
    };
    state.remotes.set(uid, createRemote(record, 0));
  }
  return state;
}

/** Looking north (-z) from (0, 2, 10) at the floor ahead. */
function camera() {
  const cam = new PerspectiveCamera(45, SIZE.width / SIZE.height, 0.5, 400);
  cam.position.set(0, 0.7, 10);
  cam.lookAt(0, 0.7, 0);
  cam.updateMatrixWorld();
  return cam;
}

describe('pickPerson', () => {
  const centre = { x: SIZE.width / 2, y: SIZE.height / 2 };

  it('picks the person whose middle is under the click', () => {
    const state = worldWith([{ uid: 'ahead', x: 0, y: 0 }]);
    expect(pickPerson(state, camera(), centre, SIZE)).toBe('ahead');
  });

  it('picks nobody for a click beside them (the floor walks)', () => {
    const state = worldWith([{ uid: 'ahead', x: 0, y: 0 }]);
    const beside = { x: centre.x + PICK_RADIUS_PX + 5, y: centre.y };
    expect(pickPerson(state, camera(), beside, SIZE)).toBeNull();
  });

  it('prefers the nearest on screen, and skips people behind the camera or not drawn', () => {
    const state = worldWith([
      { uid: 'left', x: -0.3, y: 0 },
      { uid: 'centre', x: 0, y: 0 },
      { uid: 'behind', x: 0, y: 20 },
    ]);
    expect(pickPerson(state, camera(), centre, SIZE)).toBe('centre');
    state.visibleRemoteIds = new Set(['left', 'behind']);
    expect(pickPerson(state, camera(), centre, SIZE)).toBe('left');
    state.visibleRemoteIds = new Set(['behind']);
    expect(pickPerson(state, camera(), centre, SIZE)).toBeNull();
  });
});
