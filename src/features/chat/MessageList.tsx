import { useLayoutEffect, useRef, useState } from 'react';
import type { ChatMessage } from '../../data/chat';
import { CHAT, CHAT_TEXTS, canModerate } from '../../domain/chat';
import { FormError } from '../../ui/FormError';
import { useEventSession } from '../session';
import { MessageRow } from './MessageRow';
import type { ChatState } from './useChat';

interface MessageListProps {
  chat: ChatState;
}

/** Within this many pixels of the end counts as "at the newest message". */
const AT_END_PX = 24;

/**
 * Oldest at the top, newest at the bottom; it follows new messages while the reader is at the
 * bottom, and offers a 'New messages' pill when they have scrolled up. Earlier pages load on
 * demand, keeping the reader's place.
 */
export function MessageList({ chat }: MessageListProps) {
  const uid = useEventSession((s) => s.uid);
  const isAdmin = useEventSession((s) => s.roles.admin);
  const { list, shown, bannedAuthors } = chat;
  const box = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const [pill, setPill] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const newest = shown[shown.length - 1]?.id;
  const oldest = shown[0]?.id;
  const heightBeforeEarlier = useRef<number | null>(null);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    if (heightBeforeEarlier.current !== null) {
      // Earlier messages went in above: keep what the reader was looking at in place.
      el.scrollTop += el.scrollHeight - heightBeforeEarlier.current;
      heightBeforeEarlier.current = null;
    }
  }, [oldest]);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    if (atEnd.current) el.scrollTop = el.scrollHeight;
    else setPill(true);
  }, [newest]);

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    atEnd.current = el.scrollHeight - el.scrollTop - el.clientHeight <= AT_END_PX;
    if (atEnd.current) setPill(false);
  };

  const toEnd = () => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
    atEnd.current = true;
    setPill(false);
  };

  return (
    <div className="chat__list-wrap">
      <div
        ref={box}
        className="chat__list"
        style={{ maxHeight: CHAT.listMaxHeightPx }}
        onScroll={onScroll}
        role="log"
        aria-label="Messages"
        tabIndex={0}
      >
        {list.more && (
          <button
            type="button"
            className="chat__earlier"
            disabled={list.loadingMore}
            onClick={() => {
              heightBeforeEarlier.current = box.current?.scrollHeight ?? null;
              list.loadMore();
            }}
          >
            {list.loadingMore ? 'Loading...' : CHAT_TEXTS.earlier}
          </button>
        )}
        {!list.loaded && !list.error && <p className="chat__empty">Loading messages...</p>}
        {list.loaded && shown.length === 0 && <p className="chat__empty">{CHAT_TEXTS.empty}</p>}
        <ol className="chat__messages">
          {shown.map((message: ChatMessage) => (
            <MessageRow
              key={message.id}
              message={message}
              moderate={canModerate({ uid, isAdmin }, message.author)}
              authorBanned={isAdmin && bannedAuthors.has(message.author)}
              onError={setError}
            />
          ))}
        </ol>
      </div>
      {pill && (
        <button type="button" className="chat__pill" onClick={toEnd}>
          {CHAT_TEXTS.newMessages}
        </button>
      )}
      <FormError message={list.error ? `Messages could not be loaded: ${list.error}` : error} />
    </div>
  );
}
