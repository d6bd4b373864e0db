import { FieldPath } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { canEditRoom } from '../../../src/domain/editor/editor';
import { CHANNEL_ID_PATTERN, CHANNEL_ZONE_ASSET_ID } from '../../../src/domain/voice/conference';
import { db } from '../shared/admin';
import { authedCallable } from '../shared/callable';
import { loadEventAuthority, type EventAuthority } from '../shared/eventAuthority';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';
import { instanceDoc } from '../../../src/domain/protocol/paths';

const NOT_A_CHANNEL_ZONE = 'Only audio channel zones have a channel.';
const INSTANCE_NOT_FOUND = 'This object is no longer in the room.';

/** As the rules' canEditRooms (one rule: src/domain/editor/editor.ts canEditRoom). */
function requireRoomEditing(authority: EventAuthority, roomId: string): void {
  const publicEditing = authority.event.access?.publicEditingEnabled === true;
  const allowed = canEditRoom({
    roomEditor: authority.roles.roomEditor,
    publicEditingEnabled: authority.isMember && publicEditing,
    demo: authority.event.demo === true,
    roomId,
  });
  if (allowed) return;
  throw new HttpsError('permission-denied', 'Only room editors can do this.', {
    reason: 'not_room_editor',
  });
}

/**
 * Gives a channel zone instance its channel: props._channelId, the instance id by default (a
 * generated id when the instance id cannot be a channel id). A zone that already has a channel
 * keeps it, so calling twice never splits the people inside into two channels, unless `fresh`
 * asks for a new one (the editor's 'New channel'): then a generated id, unlike any other.
 */
export const generateChannelAndAssignToAsset = authedCallable(
  CALLABLES.generateChannelAndAssignToAsset,
  async ({ eventId, roomId, assetId, fresh }, caller) => {
    requireRoomEditing(await loadEventAuthority(eventId, caller), roomId);
    const instanceRef = db.doc(instanceDoc(eventId, roomId, assetId));
    return db.runTransaction(async (tx) => {
      const instance = await tx.get(instanceRef);
      if (!instance.exists) {
        throw new HttpsError('not-found', INSTANCE_NOT_FOUND, { reason: 'instance_not_found' });
      }
      if (
        instance.get('assetType') !== 'interactive' ||
        instance.get('assetId') !== CHANNEL_ZONE_ASSET_ID
      ) {
        throw new HttpsError('failed-precondition', NOT_A_CHANNEL_ZONE, {
          reason: 'not_a_channel_zone',
        });
      }
      const current: unknown = instance.get('props')?._channelId;
      if (!fresh && typeof current === 'string' && CHANNEL_ID_PATTERN.test(current)) {
        return { channelId: current };
      }
      const generated = db.collection('_').doc().id;
      const channelId = !fresh && CHANNEL_ID_PATTERN.test(assetId) ? assetId : generated;
      tx.update(instanceRef, new FieldPath('props', '_channelId'), channelId);
      return { channelId };
    });
  },
);
