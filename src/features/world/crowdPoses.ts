import { EDITOR_HOVER_OPACITY } from '../../domain/constants';
import type { AvatarPose } from '../avatars';
import { advance } from './remoteAvatars';
import type { WorldState } from './worldState';

/**
 * Builds the list of avatar poses drawn this frame (the player first, then visible remotes),
 * reusing pose objects so a frame allocates nothing once the crowd is stable.
 */
export function createPoseSource(state: WorldState) {
  const poses: AvatarPose[] = [];
  const pose = (index: number): AvatarPose => {
    let p = poses[index];
    if (!p) {
      p = { id: '', animal: '', x: 0, z: 0, angle: 0, moving: false };
      poses[index] = p;
    }
    return p;
  };
  return (): readonly AvatarPose[] => {
    const now = performance.now();
    const own = pose(0);
    own.id = state.player.id;
    own.animal = state.player.animal;
    own.x = state.player.x;
    own.z = state.player.y;
    own.angle = state.player.angle;
    own.moving = state.player.moving;
    own.speaking = state.speaking.has(own.id);
    own.opacity = opacityOf(state, own.id);
    let count = 1;
    for (const remote of state.remotes.values()) {
      advance(remote, now);
      if (!state.visibleRemoteIds?.has(remote.id)) continue;
      const p = pose(count++);
      p.id = remote.id;
      p.animal = remote.animal;
      p.x = remote.x;
      p.z = remote.y;
      p.angle = remote.angle;
      p.moving = remote.moving;
      p.speaking = state.speaking.has(remote.id);
      p.opacity = opacityOf(state, remote.id);
    }
    poses.length = count;
    return poses;
  };
}

/** Faded while the room editor is open and the pointer is on it; opaque otherwise. */
function opacityOf(state: WorldState, id: string): number {
  return state.editing && state.pointedAt === id ? EDITOR_HOVER_OPACITY : 1;
}
