import type { MessageId } from '../languages';

type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

/**
 * Reference error texts for event creation, by the reason in the callable's error body; any
 * other failure says the reference's sentence and then what the server said (as it came).
 */
export function createEventErrorText(reason: string | null, message: string, t: Translate): string {
  if (reason === 'already_exists') return t('events.urlInUse');
  if (reason === 'lacking_permission') return t('events.lackingPermission');
  return message ? t('events.createFailedBecause', { reason: message }) : t('events.createFailed');
}
