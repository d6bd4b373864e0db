import { HttpsError } from 'firebase-functions/v2/https';
import { type UpdateEventDetailsResult } from '../../../src/domain/protocol/callables';
import { EVENT_ERROR_TEXT } from '../../../src/domain/events';
import { accountEventEntry } from '../../../src/domain/accountEvents';
import { effectiveSlug } from '../../../src/domain/slugs';
import { db } from '../shared/admin';
import { authedCallable } from '../shared/callable';
import { eventNotFound, loadEventAuthority, requireEventOrganiser } from '../shared/eventAuthority';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';
import { eventDoc } from '../../../src/domain/protocol/paths';

const SLUG_IN_USE_TEXT = EVENT_ERROR_TEXT.slugInUse;

/**
 * Renames an event and moves its URL. The old URL is released, except the default slug, whose
 * slugs doc stays so that links made at creation keep working. Also sets the event's time zone
 * (events/{e}.timeZone), the programme's, when given.
 */
export const updateEventDetails = authedCallable(
  CALLABLES.updateEventDetails,
  async (
    { eventId, slug, name, paymentPointer, instancingEnabled, timeZone },
    caller,
  ): Promise<UpdateEventDetailsResult> => {
    requireEventOrganiser(await loadEventAuthority(eventId, caller));
    const eventRef = db.doc(eventDoc(eventId));

    const newSlug = await db.runTransaction(async (tx) => {
      const eventSnap = await tx.get(eventRef);
      if (!eventSnap.exists) throw eventNotFound();
      const currentSlug = eventSnap.get('slug');
      const defaultSlug = eventSnap.get('defaultSlug');
      const fallback = typeof defaultSlug === 'string' ? defaultSlug : null;
      const newSlug = effectiveSlug(slug, fallback, eventId);
      const changed = newSlug !== currentSlug;

      const newSlugRef = db.doc(`slugs/${newSlug}`);
      const oldSlugRef =
        changed && typeof currentSlug === 'string' && currentSlug && currentSlug !== fallback
          ? db.doc(`slugs/${currentSlug}`)
          : null;
      const [newSlugSnap, oldSlugSnap] = await Promise.all([
        changed ? tx.get(newSlugRef) : null,
        oldSlugRef ? tx.get(oldSlugRef) : null,
      ]);
      if (newSlugSnap?.exists && newSlugSnap.get('eventId') !== eventId) {
        throw new HttpsError('already-exists', SLUG_IN_USE_TEXT, { reason: 'already_exists' });
      }
      if (changed) {
        // Only release a URL that really points here.
        if (oldSlugRef && oldSlugSnap?.get('eventId') === eventId) tx.delete(oldSlugRef);
        tx.set(newSlugRef, { eventId });
      }
      const update: Record<string, unknown> = { name, slug: newSlug };
      if (paymentPointer !== undefined) update.paymentPointer = paymentPointer || null;
      if (instancingEnabled !== undefined) update['config.instancingEnabled'] = instancingEnabled;
      // The programme's zone (issue 33), canonical (timeZoneSchema); left out: unchanged.
      if (timeZone !== undefined) update.timeZone = timeZone;
      tx.update(eventRef, update);
      const creatorId = eventSnap.get('creatorId');
      if (typeof creatorId === 'string' && creatorId) {
        // The creator's dashboard shows the new name. Joined entries keep the name they joined
        // with: renaming them would cost a write per attendee; their link (default slug) holds.
        const entry = accountEventEntry({ ...eventSnap.data(), name });
        tx.set(
          db.doc(`profiles/${creatorId}`),
          { createdEvents: { [eventId]: entry } },
          { merge: true },
        );
      }
      return newSlug;
    });
    return { success: true, slug: newSlug };
  },
);
