import { CALL_TEXTS } from '../../domain/protocol/callFailures';
import { FormError as EnglishFormError } from '../../ui/FormError';
import type { MessageId } from './i18n';
import { useT } from './useT';

/**
 * The app's own failure sentences (a live read's, a call's that got no answer) in the person's
 * language. A server's refusal arrives as the function's English sentence and is shown as it
 * came (the functions' texts are not translated yet).
 */
export const MESSAGES: Record<string, MessageId> = {
  // ui/useLive's liveErrorMessage (written out: importing it split a chunk off the world's
  // preload list; errorTexts.test.ts checks they are the same sentences).
  'You are not allowed to see this.': 'errors.notAllowed',
  'The server cannot be reached. Check your connection.': 'errors.liveUnreachable',
  'Something went wrong while loading. Please try reloading the page.': 'errors.loadFailed',
  [CALL_TEXTS.unreachable]: 'errors.callUnreachable',
  [CALL_TEXTS.serverFailed]: 'errors.serverFailed',
};

/** Maps a known English sentence to the person's language; any other text stays as it is. */
export function useErrorText() {
  const t = useT();
  return <T extends string | null | undefined>(text: T): T | string => {
    const id = text ? MESSAGES[text] : undefined;
    return id ? t(id) : text;
  };
}

/** ui/FormError for the converted screens: the known sentences translated. */
export function FormError({ message, id }: { message: string | null; id?: string }) {
  const errorText = useErrorText();
  return <EnglishFormError id={id} message={errorText(message)} />;
}
