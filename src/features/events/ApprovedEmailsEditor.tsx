import { useState } from 'react';
import { addApprovedEmails, removeApprovedEmail } from '../../data/eventAccessSettings';
import { parseEmailList } from '../../domain/access';
import { EMAIL_TEXTS, firstInvalidEmail } from '../../domain/email';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

interface ApprovedEmailsEditorProps {
  eventId: string;
  emails: readonly string[];
}

/**
 * Approved e-mails: paste a list separated by newlines and commas; duplicates are skipped, and an
 * entry that is not an address is named at the field (nothing is added until it is fixed).
 */
export function ApprovedEmailsEditor({ eventId, emails }: ApprovedEmailsEditorProps) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const added = parseEmailList(text, emails);
  const invalid = firstInvalidEmail(added);

  async function add() {
    if (invalid) return;
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
      <TextField
        label="Approved e-mails"
        rows={3}
        value={text}
        onChange={setText}
        placeholder="one@example.com, two@example.com"
        error={invalid && EMAIL_TEXTS.notAnAddress(invalid)}
        shown={invalid !== null}
      />
      <Button
        variant="secondary"
        disabled={busy || !text.trim() || invalid !== null}
        onClick={() => void add()}
      >
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
