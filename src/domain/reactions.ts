/** Emoji reactions (in-event-world.md §1, §9): five kinds, a bubble over the avatar. */
export const REACTION_KEYS = ['wave', 'clap', 'heart', 'thumbsUp', 'thumbsDown'] as const;
export type ReactionKey = (typeof REACTION_KEYS)[number];

export const REACTIONS: Record<ReactionKey, { emoji: string; label: string; shortcut: string }> = {
  wave: { emoji: '👋', label: 'Wave', shortcut: '1' },
  clap: { emoji: '👏', label: 'Clap', shortcut: '2' },
  heart: { emoji: '❤️', label: 'Heart', shortcut: '3' },
  thumbsUp: { emoji: '👍', label: 'Thumbs up', shortcut: '4' },
  thumbsDown: { emoji: '👎', label: 'Thumbs down', shortcut: '5' },
};

export const REACTION_TIMING = {
  /** The bubble grows in over this long. */
  inMs: 400,
  /** ...and is hidden this long after it appeared. */
  hideAfterMs: 3650,
  /** The same reaction again within this long is ignored. */
  duplicateMs: 500,
} as const;

/**
 * What a person wears on their position: '' for nothing yet, else `${key}:${count}`, the count
 * going up with each reaction so readers see the same reaction twice as two bubbles. Readers
 * show a bubble when the worn value changes (not for what someone wore before they were seen).
 */
const WORN_REACTION_PATTERN = /^((wave|clap|heart|thumbsUp|thumbsDown):[0-9]{1,9})?$/;

export interface OwnReaction {
  worn: string;
  key: ReactionKey | null;
  /** When the last reaction was made (ms), for the duplicate window. */
  at: number;
}

export const NO_REACTION: OwnReaction = { worn: '', key: null, at: -Infinity };

/** Reacting with `key` at `now`: the new worn value, or null when it is a duplicate. */
export function react(previous: OwnReaction, key: ReactionKey, now: number): OwnReaction | null {
  if (previous.key === key && now - previous.at < REACTION_TIMING.duplicateMs) return null;
  const count = (parseWornReaction(previous.worn)?.count ?? 0) + 1;
  return { worn: `${key}:${count % 1_000_000_000}`, key, at: now };
}

/** The reaction in a worn value, or null for none or anything malformed. */
export function parseWornReaction(worn: unknown): { key: ReactionKey; count: number } | null {
  if (typeof worn !== 'string' || !worn || !WORN_REACTION_PATTERN.test(worn)) return null;
  const [key, count] = worn.split(':') as [ReactionKey, string];
  return { key, count: Number(count) };
}

/**
 * The bubble `elapsed` ms after it appeared: hidden when past its time, else how far it has
 * grown in (0..1; always 1 when motion is reduced).
 */
export function bubbleAt(elapsed: number, reducedMotion = false): number | null {
  if (elapsed < 0 || elapsed >= REACTION_TIMING.hideAfterMs) return null;
  if (reducedMotion) return 1;
  return Math.min(1, elapsed / REACTION_TIMING.inMs);
}

/** The reaction a key press asks for (digits 1 to 5), or null. */
export function reactionForShortcut(key: string): ReactionKey | null {
  return REACTION_KEYS.find((k) => REACTIONS[k].shortcut === key) ?? null;
}
