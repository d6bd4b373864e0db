import { useState } from 'react';
import { addApprovedEmails, removeApprovedEmail } from '../../data/eventAccessSettings';
import { parseEmailList } from '../../domain/access';
import { firstInvalidEmail } from '../../domain/email';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useT } from '../languages';
import { SOMETHING_WRONG, useEventText } from './eventTexts';

interface ApprovedEmailsEditorProps {
  eventId: string;
  emails: readonly string[];
}

/**
 * Approved e-mails: paste a list separated by newlines and commas; duplicates are skipped, and an
 * entry that is not an address is named at the field (nothing is added until it is fixed).
 */
export function ApprovedEmailsEditor({ eventId, emails }: ApprovedEmailsEditorProps) {
  const t = useT();
  const eventText = useEventText();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  // Said after 'Add e-mails' (a count when some were added), in the language shown now.
  const [note, setNote] = useState<'none' | 'failed' | number | null>(null);
  const added = parseEmailList(text, emails);
  const invalid = firstInvalidEmail(added);

  async function add() {
    if (invalid) return;
    if (added.length === 0) {
      setNote('none');
      return;
    }
    setBusy(true);
    const submitted = text;
    try {
      await addApprovedEmails(eventId, added);
      // Whatever was typed while the save was on its way stays in the field.
      setText((current) => (current === submitted ? '' : current));
      setNote(added.length);
    } catch {
      setNote('failed');
    } finally {
      setBusy(false);
    }
  }

  const noteText =
    note === 'none'
      ? t('events.noNewEmails')
      : note === 'failed'
        ? eventText(SOMETHING_WRONG)
        : note !== null && t('events.emailsAdded', { count: note });

  return (
    <div className="ui-form">
      <TextField
        label={t('events.approvedEmails')}
        rows={3}
        value={text}
        onChange={setText}
        placeholder={t('events.approvedExample')}
        error={invalid && t('email.notAnAddress', { entry: invalid })}
        shown={invalid !== null}
      />
      <Button
        variant="secondary"
        disabled={busy || !text.trim() || invalid !== null}
        onClick={() => void add()}
      >
        {t('events.addEmails')}
      </Button>
      {noteText && <p role="status">{noteText}</p>}
      {emails.length === 0 ? (
        <p className="events-hint">{t('events.nobodyInvited')}</p>
      ) : (
        <ul className="events-emails" aria-label={t('events.invitedEmails')}>
          {emails.map((email) => (
            <li key={email}>
              <span>{email}</span>
              <Button
                variant="secondary"
                aria-label={t('events.removeEmail', { email })}
                onClick={() => void removeApprovedEmail(eventId, email)}
              >
                {t('events.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
