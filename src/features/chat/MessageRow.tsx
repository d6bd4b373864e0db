import { useState } from 'react';
import { setChatBan, setMessageRemoved, type ChatMessage } from '../../data/chat';
import { CHAT_TEXTS } from '../../domain/chat';
import { LinkedText } from '../../ui/LinkedText';
import { useEventSession } from '../session';

interface MessageRowProps {
  message: ChatMessage;
  /** The viewer may moderate this message (an event admin, not its author). */
  moderate: boolean;
  authorBanned: boolean;
  onError: (text: string) => void;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
const UNNAMED = 'Unnamed attendee';

/** One message; for moderators, removed ones faded and restorable, banned authors marked. */
export function MessageRow({ message, moderate, authorBanned, onError }: MessageRowProps) {
  const eventId = useEventSession((s) => s.eventId);
  const uid = useEventSession((s) => s.uid);
  const [options, setOptions] = useState(false);
  const [busy, setBusy] = useState(false);
  const author = message.authorName || UNNAMED;
  // Only one's own lines wait for the server (a moderator's pending change is no news).
  const pending = message.pending && message.author === uid;

  async function act(action: () => Promise<void>, failure: string) {
    setBusy(true);
    try {
      await action();
      setOptions(false);
    } catch {
      onError(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <li
      className="chat__message"
      data-removed={message.removed || undefined}
      data-pending={pending || undefined}
    >
      <div className="chat__meta">
        <span className="chat__author">{author}</span>
        {authorBanned && <span className="chat__flag">{CHAT_TEXTS.bannedAuthor}</span>}
        {pending ? (
          <span className="chat__pending">{CHAT_TEXTS.pending}</span>
        ) : (
          message.at !== null && (
            <time dateTime={new Date(message.at).toISOString()}>
              {timeFormat.format(message.at)}
            </time>
          )
        )}
        {moderate && (
          <button
            type="button"
            className="chat__options"
            aria-expanded={options}
            aria-label={`Chat options for ${author}'s message`}
            onClick={() => setOptions(!options)}
          >
            ⋯
          </button>
        )}
      </div>
      {message.removed && <p className="chat__removed-note">{CHAT_TEXTS.removed}</p>}
      <p className="chat__text">
        <LinkedText text={message.message} />
      </p>
      {moderate && options && (
        <div className="chat__moderation">
          <button
            type="button"
            disabled={busy}
            onClick={() =>
              void act(
                () => setMessageRemoved(eventId, message.id, !message.removed),
                'The message could not be changed. Try again.',
              )
            }
          >
            {message.removed ? CHAT_TEXTS.restore : CHAT_TEXTS.remove}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() =>
              void act(
                () => setChatBan(eventId, message.author, !authorBanned, uid),
                `${author}'s chat ban could not be changed. Try again.`,
              )
            }
          >
            {authorBanned ? CHAT_TEXTS.unban : CHAT_TEXTS.ban}
          </button>
        </div>
      )}
    </li>
  );
}
