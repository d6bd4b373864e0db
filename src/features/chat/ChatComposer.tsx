import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { sendChatMessage } from '../../data/chat';
import { CHAT, CHAT_TEXTS, checkChatMessage } from '../../domain/chat';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { countText } from '../../ui/TextField';
import { useEventSession } from '../session';

interface ChatComposerProps {
  banned: boolean;
}

function failureText(failure: unknown): string {
  const code = (failure as { code?: string }).code;
  if (code === 'permission-denied') return CHAT_TEXTS.ownBan;
  return 'Your message could not be sent. Check your connection and try again.';
}

/**
 * The message field: Enter sends, Shift+Enter starts a new line. A blank message or one over
 * 500 characters cannot be sent (the count says by how much; nothing typed is cut). Sending
 * frees the field at once: the line shows in the list as 'Sending...' until the server has it,
 * so while the database is out of reach people go on writing, and the SDK delivers each line
 * once when it is back. A refused line (a chat ban) comes back into the field, unless
 * something new was typed meanwhile.
 */
export function ChatComposer({ banned }: ChatComposerProps) {
  const eventId = useEventSession((s) => s.eventId);
  const uid = useEventSession((s) => s.uid);
  // The session's name: a name changed in Edit profile signs the next line (issue 30 #15).
  const name = useEventSession((s) => s.name);
  const fieldId = useId();
  const countId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const count = countText(text.length, CHAT.messageMax);
  const over = text.length > CHAT.messageMax;
  const checked = checkChatMessage(text);

  function send(event?: FormEvent) {
    event?.preventDefault();
    // Enter on a blank or too long message says why it was not sent.
    if (!checked.ok) return setError(checked.error);
    if (banned) return;
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
        placeholder="Write a message"
        value={text}
        aria-invalid={over || error !== null || undefined}
        aria-describedby={
          [count ? countId : '', error ? errorId : ''].join(' ').trim() || undefined
        }
        onChange={(e) => {
          setText(e.target.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
      />
      <Button type="submit" disabled={!checked.ok}>
        {CHAT_TEXTS.send}
      </Button>
      {count && (
        <p id={countId} className={over ? 'chat__count ui-error' : 'chat__count'}>
          {count}
        </p>
      )}
      <FormError id={errorId} message={error} />
    </form>
  );
}
