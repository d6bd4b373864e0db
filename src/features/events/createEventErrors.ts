import { EVENT_ERROR_TEXT } from '../../domain/events';

/**
 * Reference error texts for event creation, by the reason in the callable's error body; any
 * other failure says the reference's sentence and then what the server said.
 */
export function createEventErrorText(reason: string | null, message = ''): string {
  if (reason === 'already_exists') return EVENT_ERROR_TEXT.urlInUse;
  if (reason === 'lacking_permission') return EVENT_ERROR_TEXT.lackingPermission;
  return message ? `${EVENT_ERROR_TEXT.createFailed} ${message}` : EVENT_ERROR_TEXT.createFailed;
}
