import {
  deleteDoc,
  deleteField,
  doc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import type { EditableInstance, NewInstance } from '../domain/editor/editor';
import { isSceneryKind } from '../domain/models/scenery';
import type { InstanceFields } from '../domain/editor/editHistory';
import { paths } from './paths';

/*
 * The room editor's writes to a room's instances. Only the editor's lazy chunk imports this
 * module, so none of it is on the walk path (the world's listener is in roomInstances.ts).
 */

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

/** Puts a removed object back as it was (the editor's undo), under its old id. */
export async function restoreInstance(
  eventId: string,
  roomId: string,
  instance: EditableInstance,
): Promise<void> {
  const { id, ...fields } = instance;
  await setDoc(paths.instance(eventId, roomId, id), { ...fields, created: serverTimestamp() });
}

/**
 * Sets the given fields of a placed object and nothing else, props by path: another editor's
 * change to other fields (or a zone's channel) stays. A prop given as null is deleted.
 */
export async function updateInstanceFields(
  eventId: string,
  roomId: string,
  instanceId: string,
  fields: InstanceFields,
): Promise<void> {
  const { props = {}, ...placement } = fields;
  const propFields = Object.fromEntries(
    Object.entries(props).map(([key, value]) => [`props.${key}`, value ?? deleteField()]),
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

/** An entry of the editor's Scenery list: a built-in kind or an uploaded model. */
export interface MenuAsset {
  id: string;
  name: string;
  /** Whether every editor is offered it; the rest are staff's ('(Hidden)': editorLists.ts). */
  listInMenu: boolean;
  /** The 200 x 200 snapshot staff took on /admin/asset/{assetId}, if any. */
  thumbnail: string | null;
}

/**
 * The scenery assets the editor's Scenery list may offer: those listed in the menu
 * (listInMenu), and for staff (`includeUnlisted`) every one (editorLists.ts marks the rest).
 */
export async function loadMenuAssets(includeUnlisted = false): Promise<MenuAsset[]> {
  const snap = await getDocs(
    includeUnlisted ? paths.assets() : query(paths.assets(), where('listInMenu', '==', true)),
  );
  return snap.docs
    .flatMap((d) => {
      const data = d.data();
      if (!isSceneryKind(data.kind) && typeof data.modelPath !== 'string') return [];
      const thumbnail =
        typeof data.thumbnail === 'string' && data.thumbnail ? data.thumbnail : null;
      const listInMenu = data.listInMenu !== false;
      return [{ id: d.id, name: String(data.name ?? d.id), listInMenu, thumbnail }];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
