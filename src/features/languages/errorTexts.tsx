import { CALL_TEXTS } from '../../domain/protocol/callFailures';
import { FormError as EnglishFormError } from '../../ui/FormError';
import { messages as sourceMessages } from './compiled/en';
import type { MessageId } from './i18n';
import { useT } from './useT';

/**
 * The app's own failure sentences (a live read's, a call's that got no answer) in the person's
 * language. A server's refusal arrives as the function's English sentence; one that names its
 * catalog message in the error's details (functions/src/shared/refusal.ts) is shown in the
 * person's language, any other as it came.
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

/** A call's refusal as a screen keeps it: its English sentence and the error's details. */
export interface CallRefusal {
  message: string;
  details?: unknown;
}

type Values = Record<string, string | number>;

/** The catalog message a refusal names (`refusals.` ids this app has), with its values. */
function namedMessage(details: unknown): { id: MessageId; values: Values } | null {
  const { messageId, values } = (details ?? {}) as { messageId?: unknown; values?: unknown };
  if (typeof messageId !== 'string' || !messageId.startsWith('refusals.')) return null;
  if (!(messageId in sourceMessages)) return null;
  const given = values && typeof values === 'object' ? Object.entries(values) : [];
  const kept = given.filter(([, v]) => typeof v === 'string' || typeof v === 'number');
  return { id: messageId as MessageId, values: Object.fromEntries(kept) as Values };
}

/**
 * A failure in the person's language: a refusal naming a catalog message, or one of the
 * app's known English sentences; any other text stays as it is.
 */
export function failureText<T extends string | null | undefined>(
  failure: T | CallRefusal,
  t: (id: MessageId, values?: Values) => string,
): T | string {
  if (failure === null || failure === undefined || failure === '') return failure as T;
  const named = typeof failure === 'string' ? null : namedMessage(failure.details);
  if (named) return t(named.id, named.values);
  const text = typeof failure === 'string' ? failure : failure.message;
  const id = MESSAGES[text];
  return id ? t(id) : text;
}

/** failureText in the language of the moment. */
export function useErrorText() {
  const t = useT();
  return <T extends string | null | undefined>(failure: T | CallRefusal) => failureText(failure, t);
}

/** ui/FormError for the converted screens: the known sentences and named refusals translated. */
export function FormError({ message, id }: { message: string | CallRefusal | null; id?: string }) {
  const errorText = useErrorText();
  return <EnglishFormError id={id} message={errorText(message)} />;
}
