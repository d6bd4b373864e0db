import { EMAIL_LIMITS, EMAIL_TEXTS } from '../../domain/email';
import type { MessageId } from './i18n';
import { useT } from './useT';

/**
 * The domain's e-mail address sentences (domain/email.ts emailProblem, in English: the
 * functions and their tests share them) as messages, for every form that checks an address.
 */
const MESSAGES: Record<string, [MessageId, Record<string, number>?]> = {
  [EMAIL_TEXTS.required]: ['email.required'],
  [EMAIL_TEXTS.invalid]: ['email.invalid'],
  [EMAIL_TEXTS.tooLong]: ['email.tooLong', { max: EMAIL_LIMITS.total }],
  [EMAIL_TEXTS.localTooLong]: ['email.localTooLong', { max: EMAIL_LIMITS.local }],
};

/** An address's problem in the person's language; any other text stays as it came. */
export function useEmailText() {
  const t = useT();
  return <T extends string | null | undefined>(text: T): T | string => {
    const message = text ? MESSAGES[text] : undefined;
    return message ? t(message[0], message[1]) : text;
  };
}
