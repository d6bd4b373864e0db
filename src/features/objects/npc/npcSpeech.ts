import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** What one guide says now: a line of its message (index of count). */
export interface NpcSpeech {
  text: string;
  index: number;
  count: number;
}

/**
 * What each guide in the room says now, by NPC id (absent or null: its bubble is hidden).
 * The overlay decides it (it knows where the player is) and the 3D bubbles draw it: the two
 * are separate React trees beside and inside the Canvas, so they share this store. One world
 * is mounted at a time; its overlay empties the store when it goes.
 */
export const npcSpeech = createStore<Record<string, NpcSpeech | null>>(() => ({}));

export function useNpcSpeech(id: string | null): NpcSpeech | null {
  return useStore(npcSpeech, (said) => (id === null ? null : (said[id] ?? null)));
}

const same = (a: NpcSpeech | null | undefined, b: NpcSpeech | null | undefined) =>
  (a ?? null) === (b ?? null) ||
  (!!a && !!b && a.text === b.text && a.index === b.index && a.count === b.count);

/** Publishes what the guides say, touching only the ones whose line changed. */
export function publishNpcSpeech(next: Record<string, NpcSpeech | null>): void {
  const current = npcSpeech.getState();
  const ids = new Set([...Object.keys(current), ...Object.keys(next)]);
  const changed = [...ids].some((id) => !same(current[id], next[id]));
  if (!changed) return;
  const merged: Record<string, NpcSpeech | null> = {};
  for (const [id, said] of Object.entries(next)) {
    merged[id] = same(current[id], said) ? (current[id] ?? null) : said;
  }
  npcSpeech.setState(merged, true);
}

/**
 * The guides whose bubble the top centre's cards cover now (SpeechBubble measures it): their
 * card in that column shows the line instead, so the line is always readable (issue 30 #23).
 */
const coveredBubbles = createStore<ReadonlySet<string>>(() => new Set());

export function setBubbleCovered(id: string, covered: boolean): void {
  const current = coveredBubbles.getState();
  if (current.has(id) === covered) return;
  const next = new Set(current);
  if (covered) next.add(id);
  else next.delete(id);
  coveredBubbles.setState(next, true);
}

export function useBubbleCovered(id: string | null): boolean {
  return useStore(coveredBubbles, (ids) => id !== null && ids.has(id));
}
