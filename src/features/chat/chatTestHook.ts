/**
 * What the chat listener delivered, for the soak (scripts/bench/soak.mjs): every message this
 * tab has held in its list, by id, what the list holds now, and how often one list held the same
 * id twice. Only builds with test hooks (data/testHooks.ts) keep it and expose
 * window.__menagerieChat; a production build compiles all of it out. A closed chat shows no rows,
 * so the DOM cannot say what its list holds or ever held.
 */
import { TEST_HOOKS_ENABLED as ENABLED } from '../../data/testHooks';

interface Seen {
  id: string;
  message: string;
}

/** window.__menagerieChat (src/windowHooks.ts). */
export interface ChatTestHandle {
  /** Every message received so far, oldest first as received. */
  received: () => Seen[];
  /** What the list holds now (a closed chat: the newest page only). */
  current: () => Seen[];
  /** Rows that appeared twice in one list (the same message shown twice). */
  repeatedRows: () => number;
}

const seen = new Map<string, Seen>();
let current: Seen[] = [];
let repeatedRows = 0;

/** Records the list as the chat holds it now (called on every change of the list). */
export function recordChatList(items: readonly Seen[]): void {
  if (!ENABLED) return;
  current = items.map(({ id, message }) => ({ id, message }));
  const ids = new Set<string>();
  for (const { id, message } of items) {
    if (ids.has(id)) repeatedRows++;
    ids.add(id);
    if (!seen.has(id)) seen.set(id, { id, message });
  }
}

if (ENABLED && typeof window !== 'undefined') {
  window.__menagerieChat = {
    received: () => [...seen.values()],
    current: () => current,
    repeatedRows: () => repeatedRows,
  };
}
