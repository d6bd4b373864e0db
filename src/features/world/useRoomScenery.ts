import { useEffect, useState } from 'react';
import { loadRoomScenery } from '../../data/rooms';
import { colliderFromPhysics, type Collider } from '../../domain/collision';
import type { PlacedScenery } from './sceneryGeometry';

export type RoomSceneryState =
  | { status: 'loading' }
  | { status: 'ready'; placed: PlacedScenery[]; colliders: Collider[] }
  | { status: 'error'; message: string };

/** Loads a room's scenery instances and the assets they use (prefetched when possible). */
export function useRoomScenery(eventId: string, roomId: string): RoomSceneryState {
  const [scenery, setScenery] = useState<RoomSceneryState>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    setScenery({ status: 'loading' });
    (async () => {
      const { instances, assets } = await loadRoomScenery(eventId, roomId);
      const placed: PlacedScenery[] = [];
      const colliders: Collider[] = [];
      for (const instance of instances) {
        const asset = assets.get(instance.assetId);
        if (!asset) continue;
        placed.push({
          kind: asset.kind,
          x: instance.x,
          y: instance.y,
          angle: instance.angle,
          scale: asset.scale,
        });
        const collider =
          asset.physicsData &&
          colliderFromPhysics(instance.x, instance.y, instance.angle, asset.physicsData);
        if (collider) colliders.push(collider);
      }
      if (!cancelled) setScenery({ status: 'ready', placed, colliders });
    })().catch((error: unknown) => {
      if (!cancelled) setScenery({ status: 'error', message: String(error) });
    });
    return () => {
      cancelled = true;
    };
  }, [eventId, roomId]);
  return scenery;
}
