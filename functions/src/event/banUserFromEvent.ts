import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../shared/admin';
import { authedCallable } from '../shared/callable';
import { loadEventAuthority, refuseSelf, requireEventAdmin } from '../shared/eventAuthority';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';
import { eventDoc } from '../../../src/domain/protocol/paths';

const CREATOR_CANNOT_BE_BANNED = "The event's creator can't be banned.";

/**
 * Bans a user from an event: the member doc is marked banned (so the access gate and the rules
 * refuse them), their in-event user goes offline and their positions leave every room.
 */
export const banUserFromEvent = authedCallable(
  CALLABLES.banUserFromEvent,
  async ({ eventId, userId }, caller) => {
    const authority = await loadEventAuthority(eventId, caller);
    requireEventAdmin(authority);
    refuseSelf(caller, userId);
    if (userId === authority.creatorId) {
      throw new HttpsError('failed-precondition', CREATOR_CANNOT_BE_BANNED, {
        reason: 'target_is_creator',
      });
    }
    const eventRef = db.doc(eventDoc(eventId));
    const memberRef = eventRef.collection('members').doc(userId);
    const userRef = eventRef.collection('users').doc(userId);

    // The ban is committed on its own first: a client that loses read access to the users
    // collection in the same commit can miss the member change it is listening to.
    await db.runTransaction(async (tx) => {
      const memberSnap = await tx.get(memberRef);
      if (memberSnap.exists) {
        tx.set(memberRef, { banned: true }, { merge: true });
      } else {
        tx.set(memberRef, {
          granted: false,
          banned: true,
          earlyAccess: false,
          roles: {},
        });
      }
    });
    const userSnap = await userRef.get();
    // `banned` on the event user keeps them out of everyone's offline list (the member doc,
    // which says so too, is readable by event admins only).
    if (userSnap.exists) await userRef.update({ online: false, banned: true });

    // Positions are per room; deleting a missing doc is a no-op.
    const rooms = await eventRef.collection('rooms').listDocuments();
    for (let i = 0; i < rooms.length; i += 400) {
      const batch = db.batch();
      for (const room of rooms.slice(i, i + 400)) {
        batch.delete(room.collection('positions').doc(userId));
      }
      await batch.commit();
    }
    return { success: true };
  },
);
