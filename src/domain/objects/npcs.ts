import { getAnimal } from '../avatars/animals';
import { NPC_KEYS, propOf } from './objectProps';
import type { ExtraObject } from './roomObjects';

/**
 * NPC guides (reference: npc / character bot): an animal standing at its spot that says the
 * lines of its _message (one per line) to whoever comes within _talkRange (8 m). With
 * _autoProgress (default on) the next line follows after 3000 ms plus 200 ms per character of
 * the line shown; without it a 'Next' control steps through them. Out of range it stops and its
 * bubble hides, unless _alwaysVisible: then the bubble stays, holding its line until someone
 * is in range again (the reference names the flag but not more; "visible" is read as the
 * bubble's visibility, and talking still needs a listener in range).
 */
export const NPC_TIMING = {
  /** Every line shows at least this long before the next (reference: 3000 ms). */
  baseMs: 3000,
  /** ...plus this per character of the line shown (reference: 200 ms). */
  perCharacterMs: 200,
  /** How often the player's distance to the guides is checked (the avatars' 250 ms). */
  checkEveryMs: 250,
} as const;

export const NPC_TEXT = {
  next: 'Next',
  /** The name shown when the editor gave none. */
  unnamed: 'Guide',
} as const;

export interface Npc {
  id: string;
  x: number;
  y: number;
  angle: number;
  /** The animal key (an unknown one draws the default animal). */
  character: string;
  name: string;
  lines: readonly string[];
  autoProgress: boolean;
  alwaysVisible: boolean;
  talkRange: number;
}

/** The lines an NPC says: one per line of its message, blank lines left out. */
export function npcLines(message: string): string[] {
  return message
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** How long a line shows before the next one (auto-progress). Characters, not UTF-16 units. */
export function lineDelayMs(line: string): number {
  return NPC_TIMING.baseMs + NPC_TIMING.perCharacterMs * [...line].length;
}

export function npcOf(object: ExtraObject): Npc {
  const prop = (key: string) => propOf('npc', object.props, key);
  const label = String(prop(NPC_KEYS.label)).trim();
  return {
    id: object.id,
    x: object.x,
    y: object.y,
    angle: object.angle,
    character: getAnimal(String(prop(NPC_KEYS.character))).key,
    name: label === '' ? NPC_TEXT.unnamed : label,
    lines: npcLines(String(prop(NPC_KEYS.message))),
    autoProgress: prop(NPC_KEYS.autoProgress) === true,
    alwaysVisible: prop(NPC_KEYS.alwaysVisible) === true,
    talkRange: Number(prop(NPC_KEYS.talkRange)),
  };
}

/** Whether the player is close enough to be talked to (the range's edge counts). */
export function inTalkRange(npc: Npc, player: { x: number; y: number }): boolean {
  return Math.hypot(npc.x - player.x, npc.y - player.y) <= npc.talkRange;
}

/** The guide the overlay speaks for: the nearest one in range, or none. */
export function npcInRange(npcs: readonly Npc[], player: { x: number; y: number }): Npc | null {
  let best: Npc | null = null;
  let bestDistance = Infinity;
  for (const npc of npcs) {
    const d = Math.hypot(npc.x - player.x, npc.y - player.y);
    if (d <= npc.talkRange && d < bestDistance) {
      best = npc;
      bestDistance = d;
    }
  }
  return best;
}

/**
 * Where one guide is in its talk: silent (bubble hidden), talking (line `index` shown since
 * `since`, ms, advancing by itself with auto-progress), or holding a line while nobody is in
 * range (an always-visible bubble).
 */
export type Talk =
  | { status: 'silent' }
  | { status: 'talking'; index: number; since: number }
  | { status: 'holding'; index: number };

export const SILENT: Talk = { status: 'silent' };

/** What a guide shows now: its line, and when (ms) the next one comes by itself, if ever. */
export interface ShownLine {
  index: number;
  text: string;
  count: number;
  nextAt: number | null;
}

/** The line shown at `now` by a talk (auto-progress walks the lines in a loop), or null. */
export function shownLine(talk: Talk, npc: Npc, now: number): ShownLine | null {
  const { lines } = npc;
  const count = lines.length;
  if (talk.status === 'silent' || count === 0) return null;
  let index = talk.index % count;
  if (talk.status === 'holding' || !npc.autoProgress) {
    return { index, text: lines[index]!, count, nextAt: null };
  }
  // Whole rounds of every line first: a tab left in the background must not loop for ages.
  const round = lines.reduce((sum, line) => sum + lineDelayMs(line), 0);
  let start = talk.since + Math.floor(Math.max(0, now - talk.since) / round) * round;
  let next = start + lineDelayMs(lines[index]!);
  while (now >= next) {
    start = next;
    index = (index + 1) % count;
    next = start + lineDelayMs(lines[index]!);
  }
  return { index, text: lines[index]!, count, nextAt: next };
}

/**
 * The talk after a range check: someone coming in range starts the first line (or goes on
 * from the held one); leaving stops it, silently, or holding the line shown when the bubble is
 * always visible. A guide with nothing to say stays silent.
 */
export function talkAfterCheck(talk: Talk, npc: Npc, inRange: boolean, now: number): Talk {
  if (npc.lines.length === 0) return SILENT;
  if (inRange) {
    if (talk.status === 'talking') return talk;
    const index = talk.status === 'holding' ? talk.index % npc.lines.length : 0;
    return { status: 'talking', index, since: now };
  }
  if (!npc.alwaysVisible) return SILENT;
  if (talk.status === 'holding') return talk;
  return { status: 'holding', index: shownLine(talk, npc, now)?.index ?? 0 };
}

/** 'Next': the following line (after the last, the first again), shown from now. */
export function talkAfterNext(talk: Talk, npc: Npc, now: number): Talk {
  const shown = shownLine(talk, npc, now);
  if (talk.status !== 'talking' || !shown) return talk;
  return { status: 'talking', index: (shown.index + 1) % shown.count, since: now };
}
