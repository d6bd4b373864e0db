// Callables are grouped by domain: `event.requestEventAccess` deploys as event-requestEventAccess.
import { getEventId } from './event/getEventId';
import { requestEventAccess } from './event/requestEventAccess';

export const event = { requestEventAccess, getEventId };
