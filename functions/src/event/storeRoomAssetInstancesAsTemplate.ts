import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { type StoreRoomAssetInstancesAsTemplateResult } from '../../../src/domain/protocol/callables';
import {
  MAX_TEMPLATE_INSTANCES,
  TEMPLATE_TEXTS,
  templateInstanceOf,
} from '../../../src/domain/editor/roomTemplates';
import { db } from '../shared/admin';
import { authedCallable } from '../shared/callable';
import { logRoomSavedAsTemplate } from '../shared/log';
import { requireStaff } from '../shared/staff';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';
import { roomDoc } from '../../../src/domain/protocol/paths';

const ROOM_NOT_FOUND = 'This room does not exist.';

/**
 * storeRoomAssetInstancesAsTemplate (staff): a room's objects become a new room template,
 * templates/{new id} = { name, instances, source, savedBy, savedAt } (src/domain/
 * roomTemplates.ts). A new document each time, so a template a setting names never changes
 * under it; the /admin selectors then offer it.
 */
export const storeRoomAssetInstancesAsTemplate = authedCallable(
  CALLABLES.storeRoomAssetInstancesAsTemplate,
  async ({ eventId, roomId, name }, caller): Promise<StoreRoomAssetInstancesAsTemplateResult> => {
    requireStaff(caller);
    const roomRef = db.doc(roomDoc(eventId, roomId));
    const [room, instances] = await Promise.all([
      roomRef.get(),
      // One more than a template may hold, to tell a room that has too many.
      roomRef
        .collection('instances')
        .limit(MAX_TEMPLATE_INSTANCES + 1)
        .get(),
    ]);
    if (!room.exists) {
      throw new HttpsError('not-found', ROOM_NOT_FOUND, { reason: 'room_not_found' });
    }
    if (instances.size > MAX_TEMPLATE_INSTANCES) {
      throw new HttpsError('failed-precondition', TEMPLATE_TEXTS.tooMany(MAX_TEMPLATE_INSTANCES), {
        reason: 'too_many_objects',
      });
    }
    const roomName: unknown = room.get('name');
    const storedName = typeof roomName === 'string' ? roomName.trim() : '';
    // No name given (the reference's call): the room's own ('Main' for the unnamed main room).
    const chosen = name ?? (storedName || (roomId === '_main' ? 'Main' : roomId).slice(0, 48));
    const templateRef = db.collection('templates').doc();
    await templateRef.create({
      name: chosen,
      instances: Object.fromEntries(
        instances.docs.map((doc) => [doc.id, templateInstanceOf(doc.data())]),
      ),
      source: { eventId, roomId },
      savedBy: caller.uid,
      savedAt: FieldValue.serverTimestamp(),
    });
    logRoomSavedAsTemplate({
      eventId,
      roomId,
      templateId: templateRef.id,
      objects: instances.size,
      uid: caller.uid,
    });
    return { templateId: templateRef.id, name: chosen, count: instances.size };
  },
);
