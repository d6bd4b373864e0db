import type sourceCatalog from '../../../src/features/languages/catalogs/en.json';

/** A refusal sentence the app's catalogs hold (src/features/languages/catalogs, `refusals.`). */
export type RefusalId = Extract<keyof typeof sourceCatalog, `refusals.${string}`>;

/**
 * The details that let the app show a refusal in the person's language (issue 34): the
 * catalog's id of its sentence and the sentence's values. The HttpsError's message stays the
 * English sentence, which the catalog's English equals (functions/src/shared/refusal.test.ts),
 * and which an app without that id shows as it is.
 */
export function refusalText(
  messageId: RefusalId,
  values?: Record<string, string | number>,
): { messageId: RefusalId; values?: Record<string, string | number> } {
  return values ? { messageId, values } : { messageId };
}
