import {
  deleteDoc,
  doc,
  getDocs,
  onSnapshot,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import type { EditableInstance, NewInstance } from '../domain/editor';
import { isSceneryKind, type SceneryAsset } from '../domain/scenery';
import { paths } from './paths';

/** Reads a stored instance defensively (another editor wrote it). */
export function readInstance(id: string, data: DocumentData): EditableInstance {
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

/** Places a new object; resolves with its id once stored. */
export async function addInstance(
  eventId: string,
  roomId: string,
  instance: NewInstance,
): Promise<string> {
  // An id first, so a channel zone can be given its channel (keyed by the id) right after.
  const ref = doc(paths.instances(eventId, roomId));
  await setDoc(ref, { ...instance, created: serverTimestamp() });
  return ref.id;
}

/** Puts a removed object back as it was (the editor's Undo), under its old id. */
export async function restoreInstance(
  eventId: string,
  roomId: string,
  instance: EditableInstance,
): Promise<void> {
  const { id, ...fields } = instance;
  await setDoc(paths.instance(eventId, roomId, id), { ...fields, created: serverTimestamp() });
}

/** Moves or turns a placed object and sets the props given (the others stay as they are). */
export async function updateInstance(
  eventId: string,
  roomId: string,
  instanceId: string,
  placement: { x: number; y: number; angle: number },
  props: Record<string, string | number | boolean> = {},
): Promise<void> {
  // Props by path: the object's other props (a zone's channel) stay as they are.
  const propFields = Object.fromEntries(
    Object.entries(props).map(([key, value]) => [`props.${key}`, value]),
  );
  await updateDoc(paths.instance(eventId, roomId, instanceId), { ...placement, ...propFields });
}

export async function removeInstance(
  eventId: string,
  roomId: string,
  instanceId: string,
): Promise<void> {
  await deleteDoc(paths.instance(eventId, roomId, instanceId));
}

/** The scenery assets offered in the editor's Scenery list (listInMenu), by name. */
export async function loadMenuAssets(): Promise<(SceneryAsset & { id: string })[]> {
  const snap = await getDocs(query(paths.assets(), where('listInMenu', '==', true)));
  return snap.docs
    .map((d) => ({ id: d.id, ...(d.data() as SceneryAsset) }))
    .filter((asset) => isSceneryKind(asset.kind))
    .sort((a, b) => a.name.localeCompare(b.name));
}
