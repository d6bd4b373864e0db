import { useEffect } from 'react';
import { firestoreTransport } from './sync/firestoreTransport';
import { PositionSyncClient } from './sync/PositionSyncClient';
import { recordPositionLag } from './sync/positionLag';
import type { WorldState } from './worldState';

interface SyncOptions {
  state: WorldState;
  eventId: string;
  roomId: string;
  uid: string;
  active: boolean;
}

/** Runs position sync (sync/PositionSyncClient.ts) while the world is mounted and active. */
export function usePositionSync({ state, eventId, roomId, uid, active }: SyncOptions): void {
  useEffect(() => {
    if (!active) return;
    const client = new PositionSyncClient({
      state,
      uid,
      transport: firestoreTransport(eventId, roomId, uid),
      onApplied: recordPositionLag,
    });
    client.start();
    return () => client.stop();
  }, [state, eventId, roomId, uid, active]);
}
