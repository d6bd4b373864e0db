import { HttpsError } from 'firebase-functions/v2/https';
import { authedCallable } from '../shared/callable';
import { resolveEventId } from './resolveSlug';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';

export const getEventId = authedCallable(CALLABLES.getEventId, async ({ slug }) => {
  const eventId = await resolveEventId(slug);
  if (!eventId)
    throw new HttpsError('not-found', "This event doesn't exist.", {
      reason: 'event_doesnt_exist',
    });
  return { eventId };
});
