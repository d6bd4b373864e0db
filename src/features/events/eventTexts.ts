import { EVENT_PASSWORD } from '../../domain/access';
import { LIMITS } from '../../domain/constants';
import {
  EVENT_ERROR_TEXT,
  EVENT_NAME_TEXTS,
  PAYMENT_POINTER_MAX,
  PAYMENT_POINTER_TOO_LONG,
} from '../../domain/events';
import { EARLY_ACCESS_TEXTS } from '../../domain/protocol/earlyAccess';
import { SLUG_TEXTS } from '../../domain/slugs';
import { useEmailText, useErrorText, useT, type MessageId } from '../languages';

/** The event forms' own failure sentence (a write that did not go through). */
export const SOMETHING_WRONG = 'Something went wrong. Please try reloading the page.';

/**
 * The domain's event sentences (the field rules and the callables' refusals, in English: the
 * functions and the tests share them) as messages. A sentence not listed stays as it came.
 */
const MESSAGES: Record<string, [MessageId, Record<string, number>?]> = {
  [EVENT_NAME_TEXTS.tooLong]: ['events.nameTooLong', { max: LIMITS.eventNameMax }],
  [EVENT_NAME_TEXTS.required]: ['events.nameRequired'],
  [SLUG_TEXTS.tooLong]: ['events.urlTooLong', { max: LIMITS.slugMax }],
  [PAYMENT_POINTER_TOO_LONG]: ['events.pointerTooLong', { max: PAYMENT_POINTER_MAX }],
  [EVENT_PASSWORD.required]: ['events.passwordRequired'],
  [EVENT_PASSWORD.tooLong]: ['events.passwordTooLong', { max: EVENT_PASSWORD.max }],
  [EVENT_ERROR_TEXT.urlInUse]: ['events.urlInUse'],
  [EVENT_ERROR_TEXT.lackingPermission]: ['events.lackingPermission'],
  [EVENT_ERROR_TEXT.createFailed]: ['events.createFailed'],
  [EVENT_ERROR_TEXT.slugInUse]: ['events.slugInUse'],
  [EARLY_ACCESS_TEXTS.noAccount]: ['events.earlyNoAccount'],
  [SOMETHING_WRONG]: ['events.somethingWrong'],
};

/** An event form's sentence in the person's language: its own, an address's, a failure's. */
export function useEventText() {
  const t = useT();
  const emailText = useEmailText();
  const errorText = useErrorText();
  return <T extends string | null | undefined>(text: T): T | string => {
    const message = text ? MESSAGES[text] : undefined;
    return message ? t(message[0], message[1]) : errorText(emailText(text));
  };
}
