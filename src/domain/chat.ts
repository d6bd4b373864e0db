import { LIMITS } from './constants';
import { textProblem } from './text';
import { CHAT_LABEL } from './chatLabel';

/** Chat limits and timings from the reference (in-event-world.md §5, §9). */
export const CHAT = {
  messageMax: LIMITS.chatMessageMax,
  listMaxHeightPx: 300,
  /** New messages show as previews this long while the chat is closed. */
  previewMs: 10_000,
  /** The unread badge shows '9+' from this many on. */
  badgeOverflowAt: 10,
  /** Messages per page: the live latest page, then earlier pages on demand. */
  pageSize: 30,
  /** At most this many previews at once (the newest). */
  previewsShown: 3,
} as const;

export const CHAT_TEXTS = {
  label: CHAT_LABEL,
  field: 'Message',
  send: 'Send',
  /** A line of one's own the server does not have yet (offline, or on its way). */
  pending: 'Sending...',
  empty: 'No messages yet. Say hello!',
  earlier: 'Load earlier messages',
  newMessages: 'New messages',
  removed: 'This message was removed.',
  bannedAuthor: 'Banned from chat',
  ownBan: 'You have been banned from chat.',
  remove: 'Remove message',
  restore: 'Restore message',
  ban: 'Ban from chat',
  unban: 'Un-ban from chat',
  tooLong: `Messages are at most ${LIMITS.chatMessageMax} characters.`,
  blank: 'Write a message first.',
} as const;

/**
 * The text to send, or why it cannot be sent: trimmed, not blank, at most 500 characters (the
 * rules enforce the same). No schema library: it would be on every attendee's walk path (the
 * chat button loads with the world) for no callable to share it with.
 */
export function checkChatMessage(
  text: string,
): { ok: true; text: string } | { ok: false; error: string } {
  const error = textProblem(text, {
    max: CHAT.messageMax,
    required: CHAT_TEXTS.blank,
    tooLong: CHAT_TEXTS.tooLong,
  });
  return error ? { ok: false, error } : { ok: true, text: text.trim() };
}

/** What the chat needs of a message (`at`: server time in ms, null until the server stamps it). */
export interface ChatMessageFacts {
  id: string;
  author: string;
  at: number | null;
  removed: boolean;
}

/** Unread: others' visible messages stamped after the reader's read mark. */
export function countUnread(messages: readonly ChatMessageFacts[], readAt: number, uid: string) {
  return messages.filter((m) => !m.removed && m.author !== uid && m.at !== null && m.at > readAt)
    .length;
}

/** The unread badge's text: nothing at 0, the count up to 9, then '9+'. */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count >= CHAT.badgeOverflowAt ? `${CHAT.badgeOverflowAt - 1}+` : String(count);
}

/** Removed messages are shown (faded, restorable) to moderators only. */
export function visibleMessages<T extends ChatMessageFacts>(
  messages: readonly T[],
  moderator: boolean,
) {
  return moderator ? [...messages] : messages.filter((m) => !m.removed);
}

/** Event admins moderate others' messages, never their own. */
export function canModerate(viewer: { uid: string; isAdmin: boolean }, author: string): boolean {
  return viewer.isAdmin && author !== viewer.uid;
}

/** A message that arrived while the chat was closed, shown for CHAT.previewMs. */
export interface Arrival {
  id: string;
  arrivedAt: number;
}

/** The previews to show now: the newest few that arrived within the last 10 s. */
export function currentPreviews(arrivals: readonly Arrival[], now: number): Arrival[] {
  return arrivals.filter((a) => now - a.arrivedAt < CHAT.previewMs).slice(-CHAT.previewsShown);
}
