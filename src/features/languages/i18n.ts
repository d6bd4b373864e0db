import { setupI18n, type Messages } from '@lingui/core';
import {
  LANGUAGES,
  SOURCE_LANGUAGE,
  chooseLanguage,
  directionOf,
  type Language,
} from '../../domain/languages';
import { messages as sourceMessages } from './compiled/en';
import type sourceCatalog from './catalogs/en.json';

/** A message's id: a key of the English (source) catalog, so a typo fails the type check. */
export type MessageId = keyof typeof sourceCatalog;

/**
 * Each other language's compiled catalog, fetched when first needed: Vite makes a chunk of
 * each, so a person downloads their own language only. English is the source and ships with
 * the code that shows it.
 */
const CATALOG_LOADERS: Record<Exclude<Language, 'en'>, () => Promise<{ messages: Messages }>> = {
  de: () => import('./compiled/de'),
  es: () => import('./compiled/es'),
  ar: () => import('./compiled/ar'),
};

/** One instance for the app: English is active from the start, so nothing waits to show it. */
export const i18n = setupI18n({ locale: SOURCE_LANGUAGE, messages: { en: sourceMessages } });

/** Where a person's choice is kept on this device (profiles have no language field yet). */
const STORAGE_KEY = 'menagerie.language';

function rememberedLanguage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage can be refused (private modes, blocked cookies): the browser's languages decide.
    return null;
  }
}

/** The language to start in: the remembered choice, else the browser's preferred languages. */
export function initialLanguage(): Language {
  return chooseLanguage(rememberedLanguage(), navigator.languages ?? [navigator.language]);
}

export function currentLanguage(): Language {
  return LANGUAGES.find((language) => language === i18n.locale) ?? SOURCE_LANGUAGE;
}

const loaded = new Set<Language>([SOURCE_LANGUAGE]);

/** Fetches the language's catalog if it is not here yet, then makes it the active one. */
export async function activateLanguage(language: Language): Promise<void> {
  if (!loaded.has(language) && language !== 'en') {
    const { messages } = await CATALOG_LOADERS[language]();
    i18n.load(language, messages);
    loaded.add(language);
  }
  i18n.activate(language);
}

/** A person's choice from the picker: shown at once and kept for their next visit. */
export async function chooseAndRemember(language: Language): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not kept on this device; still shown now.
  }
  await activateLanguage(language);
}

/** `<html lang dir>` for the language the page is in (screen readers, hyphenation, mirroring). */
export function markDocument(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}
