import { getDoc, getDocs } from 'firebase/firestore';
import { isSceneryKind, type AssetInstance, type SceneryAsset } from '../domain/scenery';
import { paths } from './paths';

export interface RoomInstance extends AssetInstance {
  id: string;
}

export async function loadRoomInstances(eventId: string, roomId: string): Promise<RoomInstance[]> {
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

/** Loads the scenery assets the given instances use; unknown or broken assets are skipped. */
export async function loadSceneryAssets(assetIds: Iterable<string>) {
  const assets = new Map<string, SceneryAsset>();
  await Promise.all(
    [...new Set(assetIds)].map(async (id) => {
      const data = (await getDoc(paths.asset(id))).data();
      if (data && isSceneryKind(data.kind)) assets.set(id, data as SceneryAsset);
    }),
  );
  return assets;
}
