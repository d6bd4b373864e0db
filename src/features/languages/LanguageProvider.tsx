import { I18nProvider } from '@lingui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { SOURCE_LANGUAGE } from '../../domain/languages';
import { activateLanguage, currentLanguage, i18n, initialLanguage, markDocument } from './i18n';

/** The person's language is looked up and its catalog fetched once per page load. */
let started: Promise<void> | null = null;

function startLanguage(): Promise<void> {
  started ??= activateLanguage(initialLanguage()).catch(() => {
    // The catalog could not be fetched (offline): the page stays in English, as it was.
  });
  return started;
}

/**
 * Gives the screens inside it the person's language. With `ownsDocument`, `<html lang dir>`
 * follow it while it is mounted and go back to English after (the screens not converted yet,
 * the event's world among them, are English). Without it (a converted modal inside an English
 * page), only its own texts change.
 */
export function LanguageProvider({
  children,
  ownsDocument = false,
}: {
  children: ReactNode;
  ownsDocument?: boolean;
}) {
  const [language, setLanguage] = useState(currentLanguage);
  useEffect(() => {
    const follow = () => setLanguage(currentLanguage());
    const unsubscribe = i18n.on('change', follow);
    void startLanguage().then(follow);
    return unsubscribe;
  }, []);
  useEffect(() => {
    if (!ownsDocument) return;
    markDocument(language);
    return () => markDocument(SOURCE_LANGUAGE);
  }, [ownsDocument, language]);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
