import { useEffect, type RefObject } from 'react';
import { ChatComposer } from './ChatComposer';
import { MessageList } from './MessageList';
import type { ChatState } from './useChat';

interface ChatPanelBodyProps {
  chat: ChatState;
  /** The panel around it: where the focus goes once the body is in the page. */
  panel: RefObject<HTMLElement | null>;
}

/**
 * The open chat's messages and composer: a chunk of its own, loaded when the chat is first
 * opened (or about to be), so walking never waits for it. The dock keeps the listener, the
 * unread badge and the previews.
 */
export default function ChatPanelBody({ panel, chat }: ChatPanelBodyProps) {
  useEffect(() => {
    // The message field when the user may write, else the first control (the close button).
    const field = panel.current?.querySelector<HTMLElement>('textarea');
    (field ?? panel.current?.querySelector<HTMLElement>('button'))?.focus();
  }, [panel]);
  return (
    <>
      <MessageList chat={chat} />
      <ChatComposer banned={chat.ownBan} />
    </>
  );
}
