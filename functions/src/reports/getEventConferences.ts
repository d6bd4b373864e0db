import { HttpsError } from 'firebase-functions/v2/https';
import { conferenceRows, type EventConferencesResult } from '../../../src/domain/reports';
import { db } from '../shared/admin';
import { authedCallable } from '../shared/callable';
import { requireStaff } from '../shared/staff';
import { ledgerConferences } from './ledger';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';
import { eventDoc } from '../../../src/domain/protocol/paths';

/**
 * admin-getEventConferences (staff only, /admin/reports/event/{eventId}): one event's completed
 * conferences, newest first; none (an empty list) when it never had voice.
 */
export const getEventConferences = authedCallable(
  CALLABLES.getEventConferences,
  async ({ eventId }, caller): Promise<EventConferencesResult> => {
    requireStaff(caller);
    const [event, ledger] = await Promise.all([
      db.doc(eventDoc(eventId)).get(),
      db.doc(`conferences/${eventId}`).get(),
    ]);
    if (!event.exists && !ledger.exists) {
      throw new HttpsError('not-found', 'There is no such event.', { reason: 'event_not_found' });
    }
    const name: unknown = event.get('name');
    const slug: unknown = event.get('slug');
    return {
      event: {
        name: typeof name === 'string' ? name : '',
        slug: typeof slug === 'string' ? slug : '',
      },
      conferences: conferenceRows(ledgerConferences(ledger)),
    };
  },
);
