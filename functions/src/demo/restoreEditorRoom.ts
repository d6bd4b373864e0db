import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import {
  DEMO_EDITOR_RESET,
  DEMO_EDITOR_ROOM_ID,
  DEMO_EVENT_ID,
  PRESENCE,
} from '../../../src/domain/constants';
import { templateInstanceOf } from '../../../src/domain/editor/roomTemplates';
import { db } from '../shared/admin';
import { roomDoc } from '../../../src/domain/protocol/paths';

/** What one check of the demo's editor room did. */
export type EditorRoomCheck = 'occupied' | 'empty-since-now' | 'waiting' | 'restored' | 'unchanged';

/** Writes per batch: below Firestore's 500, with room for the marker's write. */
const BATCH = 400;

const roomRef = () => db.doc(roomDoc(DEMO_EVENT_ID, DEMO_EDITOR_ROOM_ID));
/** Where the check keeps when the room was found empty (no client reads or writes it). */
const markerRef = () => db.doc(`events/${DEMO_EVENT_ID}/restricted/editorRoomReset`);

/** Someone stands in the room: a position written within the stale window (a ghost's is not). */
async function occupied(nowMs: number): Promise<boolean> {
  const fresh = await roomRef()
    .collection('positions')
    .where('t', '>=', Timestamp.fromMillis(nowMs - PRESENCE.staleAfterMs))
    .limit(1)
    .get();
  return !fresh.empty;
}

/** Deletes every object of the room, then writes the template's, under the template's ids. */
async function restoreFrom(template: Record<string, unknown>, room: DocumentReference) {
  const current = await room.collection('instances').listDocuments();
  for (let i = 0; i < current.length; i += BATCH) {
    const batch = db.batch();
    for (const instance of current.slice(i, i + BATCH)) batch.delete(instance);
    await batch.commit();
  }
  const entries = Object.entries(template).filter(
    ([id, instance]) => id && !id.includes('/') && instance && typeof instance === 'object',
  );
  for (let i = 0; i < entries.length; i += BATCH) {
    const batch = db.batch();
    for (const [id, instance] of entries.slice(i, i + BATCH)) {
      const copied = templateInstanceOf(instance as Record<string, unknown>);
      batch.set(room.collection('instances').doc(id), { ...copied, created: 0 });
    }
    await batch.commit();
  }
}

/**
 * One check: an occupied room forgets when it was last found empty; a room found empty starts
 * the count; a room empty for DEMO_EDITOR_RESET.emptyForMs gets its template's objects back, once
 * per spell of emptiness (the marker remembers which spell it restored).
 */
export async function checkDemoEditorRoom(nowMs: number): Promise<EditorRoomCheck> {
  const marker = await markerRef().get();
  const emptySince = marker.get('emptySince') as Timestamp | null | undefined;
  if (await occupied(nowMs)) {
    if (emptySince) await markerRef().set({ emptySince: null }, { merge: true });
    return 'occupied';
  }
  if (!emptySince) {
    await markerRef().set({ emptySince: Timestamp.fromMillis(nowMs) }, { merge: true });
    return 'empty-since-now';
  }
  if (nowMs - emptySince.toMillis() < DEMO_EDITOR_RESET.emptyForMs) return 'waiting';
  const restoredFor = marker.get('restoredFor') as Timestamp | null | undefined;
  if (restoredFor?.isEqual(emptySince)) return 'unchanged';
  const template = await db.doc(`templates/${DEMO_EDITOR_RESET.templateId}`).get();
  const instances: unknown = template.get('instances');
  // No template (a project never seeded): nothing to return to, and nothing is deleted.
  if (!instances || typeof instances !== 'object') return 'unchanged';
  await restoreFrom(instances as Record<string, unknown>, roomRef());
  await markerRef().set({ restoredFor: emptySince }, { merge: true });
  return 'restored';
}
