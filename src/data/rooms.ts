import { getDoc, getDocs } from 'firebase/firestore';
import type { ModelAssetDoc } from '../domain/models/modelScenery';
import { isSceneryKind, type AssetInstance, type SceneryAsset } from '../domain/models/scenery';
import { paths } from './paths';

export interface RoomInstance extends AssetInstance {
  id: string;
}

async function loadRoomInstances(eventId: string, roomId: string): Promise<RoomInstance[]> {
  const snap = await getDocs(paths.instances(eventId, roomId));
  return snap.docs.map((d) => {
    const data = d.data();
    return {
      id: d.id,
      assetId: String(data.assetId),
      assetType: data.assetType === 'interactive' ? 'interactive' : 'scenery',
      x: Number(data.x),
      y: Number(data.y),
      angle: Number(data.angle) || 0,
    };
  });
}

/**
 * A scenery asset as the world draws it: a procedural kind, or a glTF model's document as
 * stored (read in full by the lazy model chunk, so that reader stays off the walk path).
 */
export type LoadedAsset = SceneryAsset | ModelAssetDoc;

/** Loads the scenery assets the given instances use; unknown or broken assets are skipped. */
export async function loadSceneryAssets(assetIds: Iterable<string>) {
  const assets = new Map<string, LoadedAsset>();
  await Promise.all(
    [...new Set(assetIds)].map(async (id) => {
      const data = (await getDoc(paths.asset(id))).data();
      if (data && isSceneryKind(data.kind)) assets.set(id, data as SceneryAsset);
      else if (typeof data?.modelPath === 'string') assets.set(id, data as ModelAssetDoc);
    }),
  );
  return assets;
}

/** A room's scenery instances and the assets they use. */
export interface RoomScenery {
  instances: RoomInstance[];
  assets: Map<string, LoadedAsset>;
}

async function readRoomScenery(eventId: string, roomId: string): Promise<RoomScenery> {
  const instances = (await loadRoomInstances(eventId, roomId)).filter(
    (instance) => instance.assetType === 'scenery',
  );
  return { instances, assets: await loadSceneryAssets(instances.map((i) => i.assetId)) };
}

const prefetchedScenery = new Map<string, Promise<RoomScenery>>();

/**
 * Starts reading a room's scenery while the join form is on screen, so the world does not wait
 * for those round trips after 'Join now'. The next loadRoomScenery of the room takes the result.
 */
export function prefetchRoomScenery(eventId: string, roomId: string): void {
  const key = `${eventId}/${roomId}`;
  if (prefetchedScenery.has(key)) return;
  const read = readRoomScenery(eventId, roomId);
  read.catch(() => {
    // Nobody may take it (the visitor leaves); loadRoomScenery reads again after a failure.
  });
  prefetchedScenery.set(key, read);
}

/**
 * A room's scenery: the prefetched read if there is one (taken once, so a later visit reads
 * afresh; if it failed, it is read again), else a new read.
 */
export function loadRoomScenery(eventId: string, roomId: string): Promise<RoomScenery> {
  const key = `${eventId}/${roomId}`;
  const early = prefetchedScenery.get(key);
  prefetchedScenery.delete(key);
  const read = () => readRoomScenery(eventId, roomId);
  return early ? early.catch(read) : read();
}
