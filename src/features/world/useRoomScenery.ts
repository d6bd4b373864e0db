import { useEffect, useState } from 'react';
import { loadRoomInstances, loadSceneryAssets } from '../../data/rooms';
import type { PhysicsData } from '../../domain/scenery';
import type { PlacedScenery } from './sceneryGeometry';

export interface SceneryCollider {
  x: number;
  y: number;
  angle: number;
  physics: PhysicsData;
}

export type RoomScenery =
  | { status: 'loading' }
  | { status: 'ready'; placed: PlacedScenery[]; colliders: SceneryCollider[] }
  | { status: 'error'; message: string };

/** Loads a room's scenery instances and the assets they use. */
export function useRoomScenery(eventId: string, roomId: string): RoomScenery {
  const [scenery, setScenery] = useState<RoomScenery>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    setScenery({ status: 'loading' });
    (async () => {
      const instances = (await loadRoomInstances(eventId, roomId)).filter(
        (instance) => instance.assetType === 'scenery',
      );
      const assets = await loadSceneryAssets(instances.map((instance) => instance.assetId));
      const placed: PlacedScenery[] = [];
      const colliders: SceneryCollider[] = [];
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
        if (asset.physicsData?.enabled) {
          colliders.push({
            x: instance.x,
            y: instance.y,
            angle: instance.angle,
            physics: asset.physicsData,
          });
        }
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
