import { watchRoomObjects } from '../../data/roomObjects';
import type { RoomObject } from '../../domain/objects/roomObjects';
import type { StartRoster } from '../voice';
import { firestoreTransport } from './sync/firestoreTransport';
import { PositionSyncClient, type SyncedWorld } from './sync/PositionSyncClient';
import { newPlayer } from './worldState';

/**
 * The room as voice needs it before the 3D world is mounted: the people's positions (the same
 * listener as the world's position sync, the whole room or the cells around, but writing
 * nothing: the world writes the player's position once it is there) and the room's objects,
 * with the player at the spawn. SessionVoice stops it as soon as the world feeds voice.
 */
export const startRoomRoster: StartRoster = ({ eventId, roomId, uid, spawn }) => {
  const state: SyncedWorld = {
    player: newPlayer(uid, '', '', spawn),
    remotes: new Map(),
    visibleRemoteIds: null,
    peopleKnown: false,
    changedAt: null,
  };
  const transport = { ...firestoreTransport(eventId, roomId, uid), write: async () => undefined };
  const sync = new PositionSyncClient({ state, uid, transport });
  sync.start();
  let objects: readonly RoomObject[] = [];
  const stopObjects = watchRoomObjects(
    eventId,
    roomId,
    (next) => (objects = next),
    // Unreadable objects: no stage or zone is known until the world reads them.
    () => undefined,
  );
  return {
    roomId,
    // Without frames the remotes do not glide: where each was last seen is where it stands.
    people: () => ({
      player: state.player,
      remotes: [...state.remotes.values()].map((remote) => ({
        id: remote.id,
        x: remote.toX,
        y: remote.toY,
        muted: remote.muted,
      })),
      known: state.peopleKnown,
    }),
    objects: () => objects,
    nameOf: (id) => state.remotes.get(id)?.name ?? '',
    stop() {
      sync.stop();
      stopObjects();
    },
  };
};
