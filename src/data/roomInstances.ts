import { onSnapshot, query, where, type DocumentData } from 'firebase/firestore';
import type { EditableInstance } from '../domain/editor/editor';
import { paths } from './paths';

/** Reads a stored instance defensively (another editor wrote it). */
function readInstance(id: string, data: DocumentData): EditableInstance {
  return {
    id,
    assetId: String(data.assetId),
    assetType: data.assetType === 'interactive' ? 'interactive' : 'scenery',
    x: Number(data.x) || 0,
    y: Number(data.y) || 0,
    angle: Number(data.angle) || 0,
    props: (data.props as Record<string, unknown> | undefined) ?? {},
  };
}

/**
 * A room's placed objects, live: all of them (what its editors edit) or one kind (the world's
 * scenery, so an editor's change shows for everyone in the room). Bounded by what the editors
 * placed in one room, not by the event's size.
 */
export function watchRoomInstances(
  eventId: string,
  roomId: string,
  kind: 'all' | 'scenery',
  onInstances: (instances: EditableInstance[]) => void,
  onError: (error: Error) => void,
): () => void {
  const all = paths.instances(eventId, roomId);
  const source = kind === 'all' ? all : query(all, where('assetType', '==', kind));
  return onSnapshot(
    source,
    (snap) => onInstances(snap.docs.map((d) => readInstance(d.id, d.data()))),
    onError,
  );
}
