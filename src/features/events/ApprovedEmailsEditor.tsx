import { useState } from 'react';
import { addApprovedEmails, removeApprovedEmail } from '../../data/eventAccessSettings';
import { parseEmailList } from '../../domain/access';
import { Button } from '../../ui/Button';

interface ApprovedEmailsEditorProps {
  eventId: string;
  emails: readonly string[];
}

/** Approved e-mails: paste a list separated by newlines and commas; duplicates are skipped. */
export function ApprovedEmailsEditor({ eventId, emails }: ApprovedEmailsEditorProps) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  async function add() {
    const added = parseEmailList(text, emails);
    if (added.length === 0) {
      setNote('No new e-mail addresses to add.');
      return;
    }
    setBusy(true);
    const submitted = text;
    try {
      await addApprovedEmails(eventId, added);
      // Whatever was typed while the save was on its way stays in the field.
      setText((current) => (current === submitted ? '' : current));
      setNote(`${added.length} added.`);
    } catch {
      setNote('Something went wrong. Please try reloading the page.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="ui-form">
      <label className="ui-field">
        Approved e-mails
        <textarea
          rows={3}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="one@example.com, two@example.com"
        />
      </label>
      <Button variant="secondary" disabled={busy || !text.trim()} onClick={() => void add()}>
        Add e-mails
      </Button>
      {note && <p role="status">{note}</p>}
      {emails.length === 0 ? (
        <p className="events-hint">Nobody is invited yet.</p>
      ) : (
        <ul className="events-emails" aria-label="Invited e-mails">
          {emails.map((email) => (
            <li key={email}>
              <span>{email}</span>
              <Button
                variant="secondary"
                aria-label={`Remove ${email}`}
                onClick={() => void removeApprovedEmail(eventId, email)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
