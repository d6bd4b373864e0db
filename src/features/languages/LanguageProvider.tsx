import { useEffect, type ReactNode } from 'react';
import { SOURCE_LANGUAGE } from '../../domain/languages';
import { followSignedInPerson } from './accountLanguage';
import { activateLanguage, initialLanguage, markDocument } from './i18n';
import { useLanguage } from './useT';

/**
 * The person's language is looked up and its catalog fetched once per page load: the device's
 * or the browser's at once, then their profile's once the signed-in person is known.
 */
let started: Promise<void> | null = null;

function startLanguage(): Promise<void> {
  // Started once however many providers mount (the account shell, a modal in the world).
  started ??= activateLanguage(initialLanguage()).catch(() => {
    // The catalog could not be fetched (offline): the page stays in English, as it was.
  });
  followSignedInPerson();
  return started;
}

/**
 * Starts the person's language (their catalog is fetched while the screens show English) for
 * the screens inside it; their texts follow it through useT (no React context). With
 * `ownsDocument`, `<html lang dir>` follow it while it is mounted and go back to English after
 * (the screens not converted yet, the event's world among them, are English). Without it (a
 * converted modal inside an English page), only its own texts change.
 */
export function LanguageProvider({
  children,
  ownsDocument = false,
}: {
  children: ReactNode;
  ownsDocument?: boolean;
}) {
  const language = useLanguage();
  useEffect(() => {
    void startLanguage();
  }, []);
  useEffect(() => {
    if (!ownsDocument) return;
    markDocument(language);
    return () => markDocument(SOURCE_LANGUAGE);
  }, [ownsDocument, language]);
  return children;
}
