import { z } from 'zod';
import { LIMITS } from './constants';
import { EVENT_NAME_TEXTS } from './events';

// Apart from events.ts, which the world's bundles import: zod stays out of them.

/** An event's name as the callables take it (the forms check the same: events.ts). */
export const eventName = z.string().trim().max(LIMITS.eventNameMax, EVENT_NAME_TEXTS.tooLong);

/** A new event's name (createNewEvent): not missing, not blank (issue 30 #19). */
export const newEventName = z
  .string({ error: EVENT_NAME_TEXTS.required })
  .pipe(eventName.min(1, EVENT_NAME_TEXTS.required));
