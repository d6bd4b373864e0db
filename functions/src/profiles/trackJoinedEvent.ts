import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { accountEventEntry } from '../../../src/domain/accountEvents';
import { db } from '../shared/admin';
import { eventDoc } from '../../../src/domain/protocol/paths';

/**
 * profiles-trackJoinedEvent: the first join of an event (the client creates
 * events/{e}/users/{uid}) adds the event to profiles/{uid}.joinedEvents, which the dashboard
 * lists and which no client may write. A create, not every write: keep-alives rewrite that
 * document every minute. Bots are not people and get no profile.
 */
export const trackJoinedEvent = onDocumentCreated('events/{eventId}/users/{uid}', async (event) => {
  if (event.data?.get('isBot') === true) return;
  const { eventId, uid } = event.params;
  const eventSnap = await db.doc(eventDoc(eventId)).get();
  if (!eventSnap.exists) return;
  await db
    .doc(`profiles/${uid}`)
    .set(
      { joinedEvents: { [eventId]: accountEventEntry(eventSnap.data() ?? {}) } },
      { merge: true },
    );
});
