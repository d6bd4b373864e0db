import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../shared/admin';
import { authedCallable } from '../shared/callable';
import { loadEventAuthority, refuseSelf, requireEventAdmin } from '../shared/eventAuthority';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';
import { eventDoc } from '../../../src/domain/protocol/paths';

const CREATOR_CANNOT_BE_BANNED = "The event's creator can't be banned.";

/**
 * Bans a user from an event: the member doc is marked banned (so the access gate and the rules
 * refuse them), their in-event user goes offline, and what they held in every room goes with
 * them: their positions, a raised hand (the speakers' queue would wait for them), their screen
 * shares (the screens would show a share nobody sends) and the floor of a talk.
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

    // Positions and hands are per room; deleting a missing doc is a no-op. A room's shares are
    // one per screen, so the banned user's are found by a query (few screens a room).
    const rooms = await eventRef.collection('rooms').listDocuments();
    for (let i = 0; i < rooms.length; i += 100) {
      const batch = db.batch();
      for (const room of rooms.slice(i, i + 100)) {
        batch.delete(room.collection('positions').doc(userId));
        batch.delete(room.collection('hands').doc(userId));
        const shares = await room.collection('shares').where('uid', '==', userId).get();
        shares.docs.forEach((share) => batch.delete(share.ref));
      }
      await batch.commit();
    }
    const holder = new FieldPath('eventStage', 'floor', userId);
    const eventSnap = await eventRef.get();
    if (eventSnap.get(holder) !== undefined) await eventRef.update(holder, FieldValue.delete());
    return { success: true };
  },
);
