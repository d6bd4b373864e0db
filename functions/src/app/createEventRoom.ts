import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { type CreateEventRoomResult } from '../../../src/domain/protocol/callables';
import { returnPortalOf, roomSlug } from '../../../src/domain/editor/newRooms';
import { templateInstanceOf } from '../../../src/domain/editor/roomTemplates';
import { db } from '../shared/admin';
import { authedCallable } from '../shared/callable';
import { loadEventAuthority } from '../shared/eventAuthority';
import { logRoomCreated } from '../shared/log';
import { copyTemplateInto, readTemplate } from '../event/roomTemplate';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';
import { roomsCollection } from '../../../src/domain/protocol/paths';

/**
 * app-NEWcreateEventRoom: a new room of the event, named by the caller and furnished from the
 * room template settings/global names (defaultTemplate), in one transaction. Room editors (organisers and admins imply it) and
 * staff; with public editing on, any member (as the rules' canEditRooms).
 * Its id is read from its name (src/domain/editor/newRooms.ts), so its URL is /event/{slug}/{name's
 * slug}; created from a portal (fromRoomId), it also holds a portal back to that room, in the
 * same transaction: nobody can reach a room that has no way out.
 */
export const createEventRoom = authedCallable(
  CALLABLES.createEventRoom,
  async ({ eventId, name, fromRoomId }, caller): Promise<CreateEventRoomResult> => {
    const authority = await loadEventAuthority(eventId, caller);
    const publicEditing = authority.event.access?.publicEditingEnabled === true;
    if (!(authority.roles.roomEditor || authority.staff || (publicEditing && authority.isMember))) {
      throw new HttpsError('permission-denied', 'Only room editors can create rooms.', {
        reason: 'not_room_editor',
      });
    }
    const rooms = db.collection(roomsCollection(eventId));
    const roomId = await db.runTransaction(async (tx) => {
      // Reads first (a transaction's rule): the template, the origin room, the ids in use.
      const template = await readTemplate(tx, 'defaultTemplate');
      if (fromRoomId !== undefined && !(await tx.get(rooms.doc(fromRoomId))).exists) {
        throw new HttpsError('not-found', "The room you're in doesn't exist any more.");
      }
      const taken = (await tx.get(rooms.select())).docs.map((room) => room.id);
      const roomRef = rooms.doc(roomSlug(name, taken));
      tx.create(roomRef, { name, audioAttenuation: null, audioRolloff: null });
      copyTemplateInto(tx, roomRef, template.instances);
      if (fromRoomId !== undefined) {
        const placed = Object.values(template.instances)
          .filter((i): i is Record<string, unknown> => !!i && typeof i === 'object')
          .map(templateInstanceOf);
        tx.create(roomRef.collection('instances').doc(), {
          ...returnPortalOf(fromRoomId, placed),
          created: FieldValue.serverTimestamp(),
        });
      }
      return roomRef.id;
    });
    logRoomCreated({ eventId, roomId, uid: caller.uid });
    return { roomId };
  },
);
