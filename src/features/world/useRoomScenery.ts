import { useEffect, useState } from 'react';
import {
  loadRoomScenery,
  loadSceneryAssets,
  type LoadedAsset,
  type RoomInstance,
} from '../../data/rooms';
import { watchRoomInstances } from '../../data/roomInstances';
import { colliderFromPhysics, type Collider } from '../../domain/collision';
import { modelCollider } from '../../domain/models/modelCollider';
import type { RoomModels } from './models/types';
import type { PlacedScenery } from './sceneryGeometry';

export type RoomSceneryState =
  | { status: 'loading' }
  | { status: 'ready'; placed: PlacedScenery[]; models: RoomModels; colliders: Collider[] }
  | { status: 'error'; message: string };

function sceneryOf(instances: readonly RoomInstance[], assets: Map<string, LoadedAsset>) {
  const placed: PlacedScenery[] = [];
  const models: RoomModels = { placed: [], assets: new Map() };
  const colliders: Collider[] = [];
  for (const instance of instances) {
    const asset = assets.get(instance.assetId);
    if (!asset) continue;
    if ('modelPath' in asset) {
      // Colliders come from the document alone: they stand before the model is downloaded.
      const model = { id: instance.id, assetId: instance.assetId, ...at(instance) };
      models.placed.push(model);
      models.assets.set(instance.assetId, asset);
      const collider = modelCollider(model, asset);
      if (collider) colliders.push(collider);
      continue;
    }
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
  return { placed, models, colliders };
}

const at = ({ x, y, angle }: RoomInstance) => ({ x, y, angle });

/** What the drawn scenery depends on: a listener's answer equal to it changes nothing. */
const signature = (instances: readonly RoomInstance[]) =>
  instances
    .map((i) => `${i.id}:${i.assetId}:${i.x}:${i.y}:${i.angle}`)
    .sort()
    .join('|');

/**
 * A room's scenery and its colliders: first from the read started while the join form was
 * on screen (prefetchRoomScenery), then live, so what an editor places, moves or removes shows
 * for everyone in the room. The mesh is rebuilt only when the scenery really changed.
 */
export function useRoomScenery(eventId: string, roomId: string): RoomSceneryState {
  const [scenery, setScenery] = useState<RoomSceneryState>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    let shown = '';
    let assets = new Map<string, LoadedAsset>();
    let unwatch: (() => void) | null = null;
    const fail = (error: unknown) => {
      if (!cancelled) setScenery({ status: 'error', message: String(error) });
    };
    const show = (instances: readonly RoomInstance[]) => {
      shown = signature(instances);
      setScenery({ status: 'ready', ...sceneryOf(instances, assets) });
    };
    const onLive = async (instances: RoomInstance[]) => {
      if (signature(instances) === shown) return;
      const missing = instances.map((i) => i.assetId).filter((id) => !assets.has(id));
      if (missing.length > 0) {
        assets = new Map([...assets, ...(await loadSceneryAssets(missing))]);
      }
      if (!cancelled) show(instances);
    };
    setScenery({ status: 'loading' });
    loadRoomScenery(eventId, roomId)
      .then((first) => {
        if (cancelled) return;
        assets = first.assets;
        show(first.instances);
        unwatch = watchRoomInstances(
          eventId,
          roomId,
          'scenery',
          (instances) => void onLive(instances).catch(fail),
          fail,
        );
      })
      .catch(fail);
    return () => {
      cancelled = true;
      unwatch?.();
    };
  }, [eventId, roomId]);
  return scenery;
}
