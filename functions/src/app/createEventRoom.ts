import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import { createEventRoomSchema, type CreateEventRoomResult } from '../../../src/domain/callables';
import { db } from '../shared/admin';
import { authedCallable } from '../shared/callable';
import { loadEventAuthority } from '../shared/eventAuthority';
import { createRoomFromTemplate } from '../event/roomTemplate';

/**
 * app-NEWcreateEventRoom: a new room of the event, named by the caller and furnished from the
 * room template settings/global names (defaultTemplate), in one transaction. Room editors (organisers and admins imply it) and
 * staff; with public editing on, any member (as the rules' canEditRooms).
 */
export const createEventRoom = authedCallable(
  createEventRoomSchema,
  async ({ eventId, name }, caller): Promise<CreateEventRoomResult> => {
    const authority = await loadEventAuthority(eventId, caller);
    const publicEditing = authority.event.access?.publicEditingEnabled === true;
    if (!(authority.roles.roomEditor || authority.staff || (publicEditing && authority.isMember))) {
      throw new HttpsError('permission-denied', 'Only room editors can create rooms.', {
        reason: 'not_room_editor',
      });
    }
    const roomRef = db.collection(`events/${eventId}/rooms`).doc();
    await createRoomFromTemplate(roomRef, 'defaultTemplate', { name, fallbackName: name });
    logger.info(`Room ${roomRef.id} created in event ${eventId} by ${caller.uid}.`);
    return { roomId: roomRef.id };
  },
);
