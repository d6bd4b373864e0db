import { HttpsError } from 'firebase-functions/v2/https';
import { getEventIdSchema } from '../../../src/domain/callables';
import { authedCallable } from '../shared/callable';
import { resolveEventId } from './resolveSlug';

export const getEventId = authedCallable(getEventIdSchema, async ({ slug }) => {
  const eventId = await resolveEventId(slug);
  if (!eventId)
    throw new HttpsError('not-found', "This event doesn't exist.", {
      reason: 'event_doesnt_exist',
    });
  return { eventId };
});
