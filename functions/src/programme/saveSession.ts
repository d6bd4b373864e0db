import { FieldValue } from 'firebase-admin/firestore';
import { PROGRAMME } from '../../../src/domain/programme';
import type { SaveSessionResult } from '../../../src/domain/programmeSchema';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';
import {
  eventDoc,
  instanceDoc,
  programmeCounterDoc,
  roomDoc,
  sessionsCollection,
} from '../../../src/domain/protocol/paths';
import { db } from '../shared/admin';
import { authedCallable } from '../shared/callable';
import { loadEventAuthority, requireEventOrganiser } from '../shared/eventAuthority';
import { programmeRefusal, refuseArchived } from './programmeRefusals';

/** The asset of the objects a session may name as its screen (src/domain/objects). */
const VIDEO_SCREEN = 'videoScreen';

/**
 * programme-saveSession (issue 33): adds a session to the event's programme (no sessionId) or
 * edits one. Organisers (the creator and admins included) and staff, on an event not archived.
 * The schema (src/domain/programmeSchema.ts) bounds the texts and times; here, in one
 * transaction, the room must be one of the event's, the screen (when given) a video screen of
 * that room, and a new session must fit within PROGRAMME.maxSessions.
 *
 * The limit is kept with a counter document (events/{e}/restricted/programme { sessionCount }),
 * not a count() aggregation: every create and delete reads and writes that one document, so
 * Firestore's transactions serialise them and two organisers adding the 200th session at once
 * cannot both succeed; a count() read does not lock the collection against a concurrent
 * create. It costs one read and one write per change, at the pace people edit a programme.
 *
 * With `timeZone`, the event is read in the same transaction: an event without a zone takes
 * this one (the first save sets it, so every organiser and attendee reads the same times), and
 * one whose zone is another refuses the save (an organiser changed it meanwhile: the times
 * typed would mean other instants).
 */
export const saveSession = authedCallable(
  CALLABLES.saveSession,
  async ({ eventId, sessionId, session, timeZone }, caller): Promise<SaveSessionResult> => {
    const authority = await loadEventAuthority(eventId, caller);
    requireEventOrganiser(authority);
    refuseArchived(authority);

    const sessions = db.collection(sessionsCollection(eventId));
    const sessionRef = sessionId ? sessions.doc(sessionId) : sessions.doc();
    const counterRef = db.doc(programmeCounterDoc(eventId));
    const eventRef = db.doc(eventDoc(eventId));
    const { screenId, roomId } = session;

    await db.runTransaction(async (tx) => {
      // Reads first (a transaction's rule).
      const [event, room, screen, existing, counter] = await Promise.all([
        timeZone ? tx.get(eventRef) : null,
        tx.get(db.doc(roomDoc(eventId, roomId))),
        screenId ? tx.get(db.doc(instanceDoc(eventId, roomId, screenId))) : null,
        sessionId ? tx.get(sessionRef) : null,
        sessionId ? null : tx.get(counterRef),
      ]);
      if (!room.exists) throw programmeRefusal.roomMissing();
      if (screen && (!screen.exists || screen.get('assetId') !== VIDEO_SCREEN)) {
        throw programmeRefusal.screenNotInRoom();
      }
      // The zone the times were typed in (programmeSchema.ts): the event's first, or its own.
      const eventZone: unknown = event?.get('timeZone');
      if (timeZone && typeof eventZone === 'string' && eventZone && eventZone !== timeZone) {
        throw programmeRefusal.timeZoneChanged();
      }
      if (timeZone && !eventZone) tx.update(eventRef, { timeZone });
      const now = FieldValue.serverTimestamp();
      if (existing) {
        if (!existing.exists) throw programmeRefusal.sessionMissing();
        tx.update(sessionRef, { ...session, updatedAt: now });
        return;
      }
      const count = counter?.get('sessionCount');
      if (typeof count === 'number' && count >= PROGRAMME.maxSessions) {
        throw programmeRefusal.tooManySessions();
      }
      tx.set(counterRef, { sessionCount: FieldValue.increment(1) }, { merge: true });
      tx.create(sessionRef, { ...session, createdAt: now, updatedAt: now });
    });
    return { sessionId: sessionRef.id };
  },
);
