import { useId, useState, type FormEvent } from 'react';
import { readInviteEmails } from '../../domain/invites';
import { Button } from '../../ui/Button';

interface GenerateInvitesFormProps {
  busy: boolean;
  onGenerate: (emails: string[], repeated: number) => Promise<boolean>;
  onInvalid: (message: string) => void;
}

/** 'Generate Invites': e-mails separated by newlines or commas; one invite per new address. */
export function GenerateInvitesForm({ busy, onGenerate, onInvalid }: GenerateInvitesFormProps) {
  const [text, setText] = useState('');
  const hintId = useId();
  const { emails, repeated, invalid } = readInviteEmails(text);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (invalid) return onInvalid(`Not a valid e-mail address: ${invalid}`);
    if (await onGenerate(emails, repeated)) setText('');
  }

  return (
    <form className="invites-generate" onSubmit={(e) => void submit(e)}>
      <h3>Generate Invites</h3>
      <label className="ui-field">
        Addresses to invite
        <textarea
          rows={5}
          value={text}
          aria-describedby={hintId}
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      <p id={hintId} className="invites-hint">
        One per line or separated by commas. Addresses invited before are skipped.
      </p>
      <Button type="submit" disabled={busy || emails.length === 0}>
        {busy ? 'Generating...' : 'Generate Invites'}
      </Button>
    </form>
  );
}
