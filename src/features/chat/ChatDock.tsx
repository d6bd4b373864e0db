import { lazy, Suspense, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { CHAT_TEXTS, unreadBadge } from '../../domain/chat';
import { Button } from '../../ui/Button';
import { useLayer } from '../../ui/layers';
import { useEventSession } from '../session';
import { useChat } from './useChat';
import './chat.css';

interface ChatDockProps {
  /** Opens at once (its button was pressed before this code was here: DeferredChatDock). */
  initialOpen?: boolean;
  /**
   * Whether the stand-in button had the focus when it went (read as this mounts: it is set as
   * the stand-in leaves the page); then this button takes the focus at once.
   */
  standInHadFocus?: RefObject<boolean>;
}

// The open panel's messages and composer load when the chat is about to open (pointer over
// or focus on the button, or a click): off the walk path.
const loadBody = () => import('./ChatPanelBody');
const ChatPanelBody = lazy(loadBody);
const preloadBody = () => void loadBody().catch(() => undefined);

/** A preview shows the start of a long message. */
const PREVIEW_CHARS = 140;
const preview = (text: string) =>
  text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS - 1)}…` : text;

/**
 * The 'Chat' button of the bottom-left bar with its unread badge, previews of new messages
 * while the chat is closed, and the chat panel. The panel is not modal: the world stays usable
 * (movement keys are ignored while the message field has focus).
 */
export function ChatDock({ initialOpen, standInHadFocus }: ChatDockProps) {
  const eventId = useEventSession((s) => s.eventId);
  const uid = useEventSession((s) => s.uid);
  // Event admins moderate the chat (remove, restore, ban), never their own messages.
  const isAdmin = useEventSession((s) => s.roles.admin);
  const [open, setOpen] = useState(initialOpen ?? false);
  const chat = useChat({ eventId, uid, moderator: isAdmin, open });
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const titleId = useId();
  const badge = unreadBadge(chat.unread);
  const newest = chat.previews.at(-1);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  useLayer(panel, open, close);
  useEffect(() => {
    if (standInHadFocus?.current) button.current?.focus();
  }, [standInHadFocus]);

  useEffect(() => {
    // Into the panel at once (its close button) while the body's code loads; the body moves it
    // to the message field. Once that code is here the body mounts with the panel and its own
    // effect (a child's runs first) has already put the focus on the message field: kept.
    const element = panel.current;
    if (open && element && !element.contains(document.activeElement))
      element.querySelector<HTMLElement>('button')?.focus();
  }, [open]);

  return (
    <div className="chat">
      {open && (
        <section ref={panel} className="ui-panel chat__panel" aria-labelledby={titleId}>
          <header className="chat__header">
            <h2 id={titleId}>{CHAT_TEXTS.label}</h2>
            <button type="button" className="chat__close" aria-label="Close chat" onClick={close}>
              ×
            </button>
          </header>
          <Suspense fallback={<p role="status">Loading...</p>}>
            <ChatPanelBody chat={chat} panel={panel} />
          </Suspense>
        </section>
      )}
      {/* Said by screen readers too: the newest message while the chat is closed. */}
      <p className="visually-hidden" role="status" aria-live="polite">
        {!open && newest
          ? `New message from ${newest.authorName || 'Unnamed attendee'}: ${preview(newest.message)}`
          : ''}
      </p>
      {!open && chat.previews.length > 0 && (
        <ul className="chat__previews" aria-label="New chat messages">
          {chat.previews.map((message) => (
            <li key={message.id}>
              <button type="button" className="chat__preview" onClick={() => setOpen(true)}>
                <strong>{message.authorName || 'Unnamed attendee'}</strong>{' '}
                {preview(message.message)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Button
        ref={button}
        variant="secondary"
        className="chat__button"
        aria-expanded={open}
        onPointerEnter={preloadBody}
        onFocus={preloadBody}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {CHAT_TEXTS.label}
        {badge && (
          <span className="chat__badge">
            {badge}
            <span className="visually-hidden"> unread</span>
          </span>
        )}
      </Button>
    </div>
  );
}
