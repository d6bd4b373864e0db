import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { sendChatMessage } from '../../data/chat';
import { CHAT, CHAT_TEXTS, checkChatMessage } from '../../domain/chat';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';

interface ChatComposerProps {
  eventId: string;
  uid: string;
  name: string;
  banned: boolean;
}

/** Shown when fewer characters than this are left. */
const COUNT_FROM = 50;

function failureText(failure: unknown): string {
  const code = (failure as { code?: string }).code;
  if (code === 'permission-denied') return CHAT_TEXTS.ownBan;
  return 'Your message could not be sent. Check your connection and try again.';
}

/**
 * The message field: Enter sends, Shift+Enter starts a new line. It cannot take more than 500
 * characters; a blank message cannot be sent; a refused send keeps the text.
 */
export function ChatComposer({ eventId, uid, name, banned }: ChatComposerProps) {
  const fieldId = useId();
  const countId = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const left = CHAT.messageMax - text.length;
  const checked = checkChatMessage(text);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    if (!checked.ok || sending || banned) return;
    setSending(true);
    setError(null);
    try {
      await sendChatMessage(eventId, { uid, name }, checked.text);
      setText('');
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  if (banned) return <p className="chat__banned">{CHAT_TEXTS.ownBan}</p>;
  return (
    <form className="chat__composer" onSubmit={(e) => void send(e)}>
      <label htmlFor={fieldId} className="visually-hidden">
        {CHAT_TEXTS.field}
      </label>
      <textarea
        id={fieldId}
        className="chat__field"
        rows={2}
        maxLength={CHAT.messageMax}
        placeholder="Write a message"
        value={text}
        aria-describedby={left < COUNT_FROM ? countId : undefined}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <Button type="submit" disabled={!checked.ok || sending}>
        {sending ? 'Sending...' : CHAT_TEXTS.send}
      </Button>
      {left < COUNT_FROM && (
        <p id={countId} className="chat__count">
          {left} characters left
        </p>
      )}
      <FormError message={error} />
    </form>
  );
}
