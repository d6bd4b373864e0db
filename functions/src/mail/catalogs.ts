import type { Language } from '../../../src/domain/languages';
import type sourceCatalog from '../../../src/features/languages/catalogs/en.json';

/**
 * The functions' texts come from the app's own catalogs (src/features/languages/catalogs), so
 * an e-mail and the screens use the same words and catalogs.test.ts checks both. Only the
 * `mail.` messages are read here.
 */
export type MailMessageId = Extract<keyof typeof sourceCatalog, `mail.${string}`>;
type Catalog = Record<string, string>;

/**
 * Each catalog is read on the first e-mail in its language: the functions' index loads every
 * module in every worker, and only the invites' functions write e-mails.
 */
const LOADERS: Record<Language, () => Promise<{ default: Catalog }>> = {
  en: () => import('../../../src/features/languages/catalogs/en.json'),
  de: () => import('../../../src/features/languages/catalogs/de.json'),
  es: () => import('../../../src/features/languages/catalogs/es.json'),
  ar: () => import('../../../src/features/languages/catalogs/ar.json'),
};

/**
 * A message's variables filled in. The e-mails' messages use plain `{name}` variables only (no
 * plurals, no quoting), so this small formatter gives what Lingui would: catalogs.test.ts in
 * functions/src/mail compares the two for every `mail.` message of every catalog.
 */
export function formatMessage(source: string, values: Record<string, string>): string {
  return source.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in "${source}".`);
    return value;
  });
}

/** The language's `mail.` texts: a message missing there (never shipped so) reads as English. */
export async function mailTexts(
  language: Language,
): Promise<(id: MailMessageId, values?: Record<string, string>) => string> {
  const [catalog, english] = await Promise.all([LOADERS[language](), LOADERS.en()]);
  return (id, values = {}) =>
    formatMessage(catalog.default[id] ?? english.default[id] ?? id, values);
}
