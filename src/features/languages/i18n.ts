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

/** Where a person's choice is kept on this device (their profile keeps it too when signed in). */
const STORAGE_KEY = 'menagerie.language';

export function rememberedLanguage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage can be refused (private modes, blocked cookies): the browser's languages decide.
    return null;
  }
}

export function rememberOnDevice(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not kept on this device; still shown now.
  }
}

export function browserLanguages(): readonly string[] {
  return navigator.languages ?? [navigator.language];
}

/** The language to start in: the remembered choice, else the browser's preferred languages. */
export function initialLanguage(): Language {
  return chooseLanguage(rememberedLanguage(), browserLanguages());
}

export function currentLanguage(): Language {
  return LANGUAGES.find((language) => language === i18n.locale) ?? SOURCE_LANGUAGE;
}

const loaded = new Set<Language>([SOURCE_LANGUAGE]);
/** The language asked for last: a slower catalog fetched for an earlier one does not win. */
let wanted: Language = SOURCE_LANGUAGE;

/** Fetches the language's catalog if it is not here yet, then makes it the active one. */
export async function activateLanguage(language: Language): Promise<void> {
  wanted = language;
  if (!loaded.has(language) && language !== 'en') {
    const { messages } = await CATALOG_LOADERS[language]();
    i18n.load(language, messages);
    loaded.add(language);
  }
  if (wanted === language) i18n.activate(language);
}

/** How many choices the picker made: a profile read begun before one must not undo it. */
let choices = 0;
export const choicesMade = () => choices;

/**
 * A person's choice from the picker: shown at once and kept for their next visit, on this
 * device and, signed in, in their profile (through src/data, fetched with the first choice:
 * the world's first screens carry none of it). Rejects only when the profile could not be
 * written; the language is shown and kept on the device all the same.
 */
export async function chooseAndRemember(language: Language): Promise<void> {
  choices++;
  rememberOnDevice(language);
  const shown = activateLanguage(language).catch(() => {
    // Its catalog could not be fetched (offline): the next page load tries again.
  });
  const { saveProfileLanguage } = await import('../../data/profileLanguage');
  await Promise.all([shown, saveProfileLanguage(language)]);
}

/** `<html lang dir>` for the language the page is in (screen readers, hyphenation, mirroring). */
export function markDocument(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}
