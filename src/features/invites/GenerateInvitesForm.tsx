import { useState, type FormEvent } from 'react';
import { EMAIL_TEXTS } from '../../domain/email';
import { readInviteEmails } from '../../domain/invites';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

interface GenerateInvitesFormProps {
  busy: boolean;
  onGenerate: (emails: string[], repeated: number) => Promise<boolean>;
  onInvalid: (message: string) => void;
}

/** 'Generate Invites': e-mails separated by newlines or commas; one invite per new address. */
export function GenerateInvitesForm({ busy, onGenerate, onInvalid }: GenerateInvitesFormProps) {
  const [text, setText] = useState('');
  const { emails, repeated, invalid } = readInviteEmails(text);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (invalid) return onInvalid(EMAIL_TEXTS.notAnAddress(invalid));
    if (await onGenerate(emails, repeated)) setText('');
  }

  return (
    <form className="invites-generate" onSubmit={(e) => void submit(e)}>
      <h3>Generate Invites</h3>
      <TextField
        label="Addresses to invite"
        rows={5}
        value={text}
        onChange={setText}
        error={invalid && EMAIL_TEXTS.notAnAddress(invalid)}
        hint="One per line or separated by commas. Addresses invited before are skipped."
      />
      <Button type="submit" disabled={busy || emails.length === 0}>
        {busy ? 'Generating...' : 'Generate Invites'}
      </Button>
    </form>
  );
}
