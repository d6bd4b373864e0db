import { FieldValue } from 'firebase-admin/firestore';
import type { DeleteSessionResult } from '../../../src/domain/programmeSchema';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';
import { programmeCounterDoc, sessionDoc } from '../../../src/domain/protocol/paths';
import { db } from '../shared/admin';
import { authedCallable } from '../shared/callable';
import { loadEventAuthority, requireEventOrganiser } from '../shared/eventAuthority';
import { refuseArchived } from './programmeRefusals';

/**
 * programme-deleteSession (issue 33): removes a session from the programme and gives its place
 * back to the counter (saveSession.ts says why a counter), in one transaction. Organisers and
 * staff, on an event not archived. A session already gone is no error: two organisers deleting
 * it at once both see it gone. People's stars of it stay until they next save their stars (the
 * programme shows only the stars of sessions it holds).
 */
export const deleteSession = authedCallable(
  CALLABLES.deleteSession,
  async ({ eventId, sessionId }, caller): Promise<DeleteSessionResult> => {
    const authority = await loadEventAuthority(eventId, caller);
    requireEventOrganiser(authority);
    refuseArchived(authority);

    const sessionRef = db.doc(sessionDoc(eventId, sessionId));
    const deleted = await db.runTransaction(async (tx) => {
      const session = await tx.get(sessionRef);
      if (!session.exists) return false;
      tx.delete(sessionRef);
      tx.set(
        db.doc(programmeCounterDoc(eventId)),
        { sessionCount: FieldValue.increment(-1) },
        { merge: true },
      );
      return true;
    });
    return { deleted };
  },
);
