import { LIMITS } from '../../domain/constants';
import { PROFILE_TEXTS } from '../../domain/profile';
import { useT, type MessageId } from '../languages';

/**
 * The domain's profile sentences (the schema's and the image check's, in English: functions and
 * tests share them) in the person's language. A sentence without a message stays as it is.
 */
const MESSAGES: Record<string, [MessageId, Record<string, number>?]> = {
  [PROFILE_TEXTS.nicknameRequired]: ['profile.nicknameRequired'],
  [PROFILE_TEXTS.bioTooLong]: ['profile.bioTooLong', { max: LIMITS.bioMax }],
  [PROFILE_TEXTS.tooLong]: ['profile.tooLong', { max: LIMITS.nameMax }],
  [PROFILE_TEXTS.notAnImage]: ['profile.notAnImage'],
  [PROFILE_TEXTS.imageTooBig]: ['profile.imageTooBig'],
  [PROFILE_TEXTS.saved]: ['profile.saved'],
};

export function useProfileTexts() {
  const t = useT();
  return <T extends string | null | undefined>(text: T): T | string => {
    const message = text ? MESSAGES[text] : undefined;
    return message ? t(message[0], message[1]) : text;
  };
}
