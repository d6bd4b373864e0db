import { onSnapshot, query, where } from 'firebase/firestore';
import { roomObjectOf, type RoomObject } from '../domain/objects/roomObjects';
import { paths } from './paths';

/**
 * Listens to a room's interactive objects (stage, channel zones...). A room's objects are
 * bounded by what its editors placed, not by how many people attend.
 */
export function watchRoomObjects(
  eventId: string,
  roomId: string,
  onObjects: (objects: RoomObject[]) => void,
  onError: (error: Error) => void,
): () => void {
  const interactive = query(
    paths.instances(eventId, roomId),
    where('assetType', '==', 'interactive'),
  );
  return onSnapshot(
    interactive,
    (snap) => {
      const objects: RoomObject[] = [];
      for (const d of snap.docs) {
        const data = d.data();
        const object = roomObjectOf({
          id: d.id,
          assetId: String(data.assetId),
          x: Number(data.x),
          y: Number(data.y),
          angle: Number(data.angle) || 0,
          props: (data.props as Record<string, unknown> | undefined) ?? {},
        });
        if (object) objects.push(object);
      }
      onObjects(objects);
    },
    onError,
  );
}
