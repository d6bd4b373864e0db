import { useEffect, useMemo, useRef, useState } from 'react';
import {
  chatMessages,
  markChatRead,
  readChatReadAt,
  watchChatBans,
  watchOwnChatBan,
  type ChatMessage,
} from '../../data/chat';
import {
  CHAT,
  countUnread,
  currentPreviews,
  visibleMessages,
  type Arrival,
} from '../../domain/chat';
import { compareCodeUnits } from '../../ui/pagedList';
import { usePagedList, type PagedList } from '../../ui/usePagedList';
import { recordChatList } from './chatTestHook';

export interface ChatState {
  /** Newest first, as read (the latest page live, earlier pages on demand). */
  list: PagedList<ChatMessage>;
  /** Oldest first, as shown: removed messages only for moderators. */
  shown: ChatMessage[];
  unread: number;
  /** Messages that arrived while the chat was closed, for CHAT.previewMs. */
  previews: ChatMessage[];
  /** The user is banned from chat (the rules refuse their messages). */
  ownBan: boolean;
  /** Moderators: which authors on the pages shown are banned from chat. */
  bannedAuthors: ReadonlySet<string>;
}

interface ChatOptions {
  eventId: string;
  uid: string;
  moderator: boolean;
  open: boolean;
}

const byId = (message: ChatMessage) => message.id;
const newestFirst = (a: ChatMessage, b: ChatMessage) =>
  (b.at ?? Infinity) - (a.at ?? Infinity) || compareCodeUnits(b.id, a.id);
const NO_BANS: ReadonlySet<string> = new Set();

/**
 * The event's chat for one user: what it reads is the latest page (live) and the earlier pages
 * they ask for, never the whole history. The read mark is stored per user, so unread counts
 * survive a reload; messages arriving while the chat is closed become previews.
 */
export function useChat({ eventId, uid, moderator, open }: ChatOptions): ChatState {
  const source = useMemo(() => chatMessages(eventId, moderator), [eventId, moderator]);
  const list = usePagedList(source, { pageSize: CHAT.pageSize, key: byId, compare: newestFirst });
  useEffect(() => recordChatList(list.items), [list.items]);
  const readAt = useReadMark(eventId, uid, list.items, open);
  const previews = usePreviews(list, uid, open);
  const [ownBan, setOwnBan] = useState(false);
  useEffect(() => watchOwnChatBan(eventId, uid, setOwnBan), [eventId, uid]);
  const bannedAuthors = useBannedAuthors(eventId, moderator ? list.items : null);

  const shown = useMemo(
    () => visibleMessages(list.items, moderator).reverse(),
    [list.items, moderator],
  );
  const unread = readAt === null ? 0 : countUnread(list.items, readAt, uid);
  return { list, shown, unread, previews, ownBan, bannedAuthors };
}

/** The read mark: loaded once, then moved to the newest message whenever the chat is open. */
function useReadMark(eventId: string, uid: string, items: ChatMessage[], open: boolean) {
  const [readAt, setReadAt] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    setReadAt(null);
    readChatReadAt(eventId, uid).then(
      (at) => live && setReadAt(at),
      // Unreadable mark (offline at start): count from now rather than call everything unread.
      () => live && setReadAt(Date.now()),
    );
    return () => {
      live = false;
    };
  }, [eventId, uid]);

  // Server times only: a message still on its way carries this clock's estimate.
  const newest = items.reduce((max, m) => (m.pending ? max : Math.max(max, m.at ?? 0)), 0);
  useEffect(() => {
    if (!open || readAt === null || newest <= readAt) return;
    setReadAt(newest);
    // Best effort: a failed write only means the badge may come back after a reload.
    void markChatRead(eventId, uid, newest).catch(() => undefined);
  }, [open, readAt, newest, eventId, uid]);
  return readAt;
}

/** New messages by others that arrived while the chat was closed, each shown for 10 s. */
function usePreviews(list: PagedList<ChatMessage>, uid: string, open: boolean): ChatMessage[] {
  const seen = useRef<Set<string> | null>(null);
  const [arrivals, setArrivals] = useState<Arrival[]>([]);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!list.loaded) return;
    if (seen.current === null) {
      // The first page is history, not news.
      seen.current = new Set(list.items.map(byId));
      return;
    }
    const fresh = list.items.filter((m) => !seen.current!.has(m.id));
    for (const m of fresh) seen.current.add(m.id);
    const news = fresh.filter((m) => m.author !== uid && !m.removed);
    if (open || news.length === 0) return;
    const at = Date.now();
    setNow(at);
    setArrivals((current) => [
      ...currentPreviews(current, at),
      ...news.reverse().map((m) => ({ id: m.id, arrivedAt: at })),
    ]);
  }, [list.loaded, list.items, uid, open]);

  useEffect(() => {
    if (open) setArrivals([]);
  }, [open]);

  const active = currentPreviews(arrivals, now);
  useEffect(() => {
    if (active.length === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active.length]);

  const byKey = new Map(list.items.map((m) => [m.id, m]));
  return active.flatMap((a) => {
    const message = byKey.get(a.id);
    return message && !message.removed ? [message] : [];
  });
}

/** Moderators: live ban status of the authors on the pages shown (bounded by the pages). */
function useBannedAuthors(eventId: string, items: ChatMessage[] | null): ReadonlySet<string> {
  const [banned, setBanned] = useState<ReadonlySet<string>>(NO_BANS);
  const authors = items ? [...new Set(items.map((m) => m.author))].sort().join('\n') : '';
  useEffect(() => {
    if (!authors) {
      setBanned(NO_BANS);
      return;
    }
    return watchChatBans(eventId, authors.split('\n'), setBanned);
  }, [eventId, authors]);
  return banned;
}
