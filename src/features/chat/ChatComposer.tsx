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
 * characters; a blank message cannot be sent. Sending frees the field at once: the line shows
 * in the list as 'Sending...' until the server has it, so while the database is out of reach
 * people go on writing, and the SDK delivers each line once when it is back. A refused line
 * (a chat ban) comes back into the field, unless something new was typed meanwhile.
 */
export function ChatComposer({ eventId, uid, name, banned }: ChatComposerProps) {
  const fieldId = useId();
  const countId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const left = CHAT.messageMax - text.length;
  const checked = checkChatMessage(text);

  function send(event?: FormEvent) {
    event?.preventDefault();
    if (!checked.ok || banned) return;
    const line = checked.text;
    setText('');
    setError(null);
    sendChatMessage(eventId, { uid, name }, line).catch((failure: unknown) => {
      setError(failureText(failure));
      setText((typed) => typed || line);
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  }

  if (banned) return <p className="chat__banned">{CHAT_TEXTS.ownBan}</p>;
  return (
    <form className="chat__composer" onSubmit={send}>
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
      <Button type="submit" disabled={!checked.ok}>
        {CHAT_TEXTS.send}
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
