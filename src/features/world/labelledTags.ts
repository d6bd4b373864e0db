/**
 * Name tags in a crowd: with everyone labelled, a cluster of avatars piles its tags into an
 * unreadable heap. Only the nearest few are labelled; the rest show their tag while pointed at
 * or focused (in the Nearby list), and whoever is speaking always does.
 */
export const NAME_TAGS = {
  /** How many of the nearest people are labelled without being pointed at or speaking. */
  nearest: 8,
} as const;

export interface TagCandidate {
  id: string;
  x: number;
  y: number;
}

/** Reused frame after frame (per-frame code allocates as little as it can). */
const ranked: { id: string; distance2: number }[] = [];

/**
 * The ids among `people` whose name tags show: the `nearest` closest to `from` (ties by id, so
 * two at the same distance do not swap labels from frame to frame), plus everyone `always`
 * names (speaking, pointed at, focused), wherever they stand.
 */
export function labelledIds(
  from: { x: number; y: number },
  people: Iterable<TagCandidate>,
  always: (id: string) => boolean,
  nearest: number = NAME_TAGS.nearest,
): Set<string> {
  const shown = new Set<string>();
  ranked.length = 0;
  for (const person of people) {
    if (always(person.id)) shown.add(person.id);
    const dx = person.x - from.x;
    const dy = person.y - from.y;
    ranked.push({ id: person.id, distance2: dx * dx + dy * dy });
  }
  // The nearest are the nearest whoever speaks: a near person pointed at does not label a ninth.
  ranked.sort((a, b) => a.distance2 - b.distance2 || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (let i = 0; i < Math.min(nearest, ranked.length); i++) shown.add(ranked[i]!.id);
  return shown;
}
