import { EVENT_ERROR_TEXT } from '../../domain/events';

/** Reference error texts for event creation, by the reason in the callable's error body. */
export function createEventErrorText(reason: string | null): string {
  if (reason === 'already_exists') return EVENT_ERROR_TEXT.urlInUse;
  if (reason === 'lacking_permission') return EVENT_ERROR_TEXT.lackingPermission;
  return EVENT_ERROR_TEXT.createFailed;
}
