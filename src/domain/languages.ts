/**
 * The languages Menagerie ships (issue 34) and how a person's language is chosen: what they
 * picked before (in their profile, else on this device), else the first of the browser's
 * preferred languages we have, else English.
 * English is the source language: its texts are the reference's wording.
 */
export const LANGUAGES = ['en', 'de', 'es', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const SOURCE_LANGUAGE: Language = 'en';

/** Each language's own name, as a picker shows it (a reader finds their language by it). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  ar: 'العربية',
};

/** Arabic is written right to left: the page is mirrored (`<html dir="rtl">`). */
export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** 'de-AT' → 'de'; a tag we do not ship → null. */
function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

/**
 * The language to show: the one kept in the signed-in person's profile (profiles/{uid}.language,
 * chosen on any device), else the choice remembered on this device, else the first preferred
 * language (navigator.languages, most preferred first) we ship, else English. Values we do not
 * ship (a hand-edited store, a language withdrawn later) are passed over.
 */
export function chooseLanguage(
  remembered: string | null,
  preferred: readonly string[],
  inProfile: unknown = null,
): Language {
  if (isLanguage(inProfile)) return inProfile;
  if (isLanguage(remembered)) return remembered;
  for (const tag of preferred) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return SOURCE_LANGUAGE;
}
