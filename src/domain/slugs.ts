import { LIMITS } from './constants';

/**
 * Reference slug rule: lowercased, every character other than letters and digits becomes '-',
 * at most 48 characters.
 */
export function toSlug(input: string): string {
  return input
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '-')
    .slice(0, LIMITS.slugMax);
}

/** An empty slug falls back to the default slug, else the event id. */
export function effectiveSlug(slug: string, defaultSlug: string | null, eventId: string): string {
  const cleaned = toSlug(slug);
  if (cleaned) return cleaned;
  return defaultSlug || eventId;
}
