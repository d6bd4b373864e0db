import { useEffect } from 'react';
import { watchOnlineUsers } from '../../data/eventUsers';
import { writePosition, watchPositions } from '../../data/positions';
import { POSITION_SYNC } from '../../domain/constants';
import {
  cellOf,
  cellsAround,
  hasMoved,
  nearest,
  positionSyncInterval,
  roundPosition,
  type StoredPosition,
} from '../../domain/positions';
import { isShownOnline } from '../../domain/presence';
import { createRemote, retarget } from './remoteAvatars';
import type { WorldState } from './worldState';

interface SyncOptions {
  state: WorldState;
  eventId: string;
  roomId: string;
  uid: string;
  active: boolean;
}

function usersInRoom(state: WorldState, roomId: string): number {
  let count = 0;
  for (const user of state.users.values()) if (user.room === roomId) count++;
  return Math.max(1, count);
}

/**
 * Keeps positions in sync: writes the player's own position at the reference's interval when it
 * moved, and listens to the spatial cells around the player for everybody else's.
 */
export function usePositionSync({ state, eventId, roomId, uid, active }: SyncOptions): void {
  useEffect(() => {
    if (!active) return;
    return watchOnlineUsers(eventId, (users) => {
      state.users.clear();
      for (const user of users) {
        state.users.set(user.uid, {
          name: user.name,
          animal: user.avatar,
          room: user.currentRoom,
          lastKeepAliveMs: user.lastKeepAliveMs,
          muted: user.muted,
        });
      }
    });
  }, [state, eventId, active]);

  useEffect(() => {
    if (!active) return;
    let last: StoredPosition | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cellsKey = '';
    let unsubscribe: (() => void) | null = null;

    const listen = () => {
      const cells = cellsAround(state.player.x, state.player.y);
      const key = cells.join(',');
      if (key === cellsKey) return;
      cellsKey = key;
      unsubscribe?.();
      unsubscribe = watchPositions(eventId, roomId, cells, ({ upserts, removals }) => {
        const now = performance.now();
        for (const record of upserts) {
          if (record.uid === uid) continue;
          const remote = state.remotes.get(record.uid);
          if (remote) retarget(remote, record, now);
          else state.remotes.set(record.uid, createRemote(record.uid, record, now));
        }
        for (const id of removals) state.remotes.delete(id);
      });
    };

    const publish = () => {
      const interval = positionSyncInterval(usersInRoom(state, roomId));
      const next = roundPosition(state.player);
      if (hasMoved(last, next)) {
        last = next;
        void writePosition(eventId, roomId, uid, {
          ...next,
          interval,
          cell: cellOf(next.x, next.y),
        }).catch(() => {
          last = null; // retry on the next tick
        });
      }
      listen();
      timer = setTimeout(publish, interval);
    };
    publish();
    return () => {
      clearTimeout(timer);
      unsubscribe?.();
      state.remotes.clear();
    };
  }, [state, eventId, roomId, uid, active]);

  // Which remotes are drawn: online in this room, not stale, and the 40 nearest when crowded.
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      const now = Date.now();
      const candidates = [...state.remotes.values()].filter((remote) => {
        const user = state.users.get(remote.id);
        return (
          user !== undefined &&
          user.room === roomId &&
          isShownOnline({ online: true, lastKeepAliveMs: user.lastKeepAliveMs }, now)
        );
      });
      for (const remote of candidates) {
        const user = state.users.get(remote.id)!;
        remote.animal = user.animal;
        remote.name = user.name;
      }
      const shown = nearest(
        candidates,
        state.player.x,
        state.player.y,
        POSITION_SYNC.maxVisibleUsers,
      );
      state.visibleRemoteIds = new Set(shown.map((remote) => remote.id));
    }, POSITION_SYNC.nearestRecomputeMs);
    return () => clearInterval(timer);
  }, [state, roomId, active]);
}
