import { LIMITS } from './constants';

/** Latin letters that Unicode does not decompose into a base letter and a mark. */
const UNDECOMPOSED: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * The reference's slug rule (lowercased, every character other than letters and digits
 * becomes '-', at most 48 characters), made readable: accented Latin letters become their
 * base letters (é → e, ñ → n), a run of hyphens becomes one, and none starts or ends it.
 * Letters of every script are letters (issue 30 #20: 'مؤتمر' vanished and only the markup
 * words around it stayed): they are kept with their marks, recomposed (Hangul stays
 * syllables), and URLs carry them percent-encoded. A name with no letter or digit gives ''
 * (the caller falls back, see effectiveSlug).
 */
export function toSlug(input: string): string {
  return slugOf(input).slice(0, LIMITS.slugMax).replace(/-+$/, '');
}

/** The slug rule without the length limit. */
function slugOf(input: string): string {
  return input
    .toLowerCase()
    .normalize('NFKD')
    .replace(/([a-z])\p{M}+/gu, '$1')
    .normalize('NFC')
    .replace(/[ßæœøłđðþı]/g, (letter) => UNDECOMPOSED[letter] ?? '-')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

export const SLUG_TEXTS = {
  tooLong: `Event URLs are at most ${LIMITS.slugMax} characters.`,
} as const;

/** Why a URL typed for an event is refused: its slug would be cut short; else null. */
export function slugProblem(typed: string): string | null {
  return slugOf(typed).length > LIMITS.slugMax ? SLUG_TEXTS.tooLong : null;
}

/**
 * The URL an event gets for what was typed: an empty slug (nothing typed, or nothing left of
 * it) falls back to the default slug, else the event id (reference).
 */
export function effectiveSlug(slug: string, defaultSlug: string | null, eventId: string): string {
  const cleaned = toSlug(slug);
  if (cleaned) return cleaned;
  return defaultSlug || eventId;
}
