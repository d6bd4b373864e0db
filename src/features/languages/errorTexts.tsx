import { CALL_TEXTS } from '../../domain/protocol/callFailures';
import { FormError as EnglishFormError } from '../../ui/FormError';
import { LIVE_TEXTS } from '../../ui/useLive';
import type { MessageId } from './i18n';
import { useT } from './useT';

/**
 * The app's own failure sentences (a live read's, a call's that got no answer) in the person's
 * language. A server's refusal arrives as the function's English sentence and is shown as it
 * came (the functions' texts are not translated yet).
 */
const MESSAGES: Record<string, MessageId> = {
  [LIVE_TEXTS.notAllowed]: 'errors.notAllowed',
  [LIVE_TEXTS.unreachable]: 'errors.liveUnreachable',
  [LIVE_TEXTS.failed]: 'errors.loadFailed',
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
