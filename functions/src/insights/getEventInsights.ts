import { HttpsError } from 'firebase-functions/v2/https';
import { INSIGHTS_TEXT, type EventInsights } from '../../../src/domain/insights/insights';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';
import { resolveEventId } from '../event/resolveSlug';
import { db } from '../shared/admin';
import { authedCallable } from '../shared/callable';
import {
  eventNotFound,
  isEventOrganiserOrStaff,
  loadEventAuthority,
} from '../shared/eventAuthority';
import { readEventInsights } from './readInsights';

/**
 * insights-getEventInsights (issue 33): an event's figures over a range of at most 7 days (the
 * schema refuses longer), for its organisers (the creator and admins included) and staff. The
 * page shows the refusal's message, so it says what the page is about rather than
 * requireEventOrganiser's general one; the reason is the same.
 */
export const getEventInsights = authedCallable(
  CALLABLES.getEventInsights,
  async ({ slug, fromMs, toMs }, caller): Promise<EventInsights> => {
    const eventId = await resolveEventId(slug);
    if (!eventId) throw eventNotFound();
    const authority = await loadEventAuthority(eventId, caller);
    if (!isEventOrganiserOrStaff(authority)) {
      throw new HttpsError('permission-denied', INSIGHTS_TEXT.notOrganiser, {
        reason: 'not_event_organiser',
      });
    }
    return readEventInsights(db, {
      eventId,
      event: authority.event,
      slug,
      fromMs,
      toMs,
      nowMs: Date.now(),
    });
  },
);
