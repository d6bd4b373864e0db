import { useState, type FormEvent } from 'react';
import { readInviteEmails } from '../../domain/invites';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useT } from '../languages';

interface GenerateInvitesFormProps {
  busy: boolean;
  onGenerate: (emails: string[], repeated: number) => Promise<boolean>;
  onInvalid: (message: string) => void;
}

/** 'Generate Invites': e-mails separated by newlines or commas; one invite per new address. */
export function GenerateInvitesForm({ busy, onGenerate, onInvalid }: GenerateInvitesFormProps) {
  const t = useT();
  const [text, setText] = useState('');
  const { emails, repeated, invalid } = readInviteEmails(text);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (invalid) return onInvalid(t('invites.notAnAddress', { entry: invalid }));
    if (await onGenerate(emails, repeated)) setText('');
  }

  return (
    <form className="invites-generate" onSubmit={(e) => void submit(e)}>
      <h3>{t('invites.generate')}</h3>
      <TextField
        label={t('invites.addresses')}
        rows={5}
        value={text}
        onChange={setText}
        error={invalid && t('invites.notAnAddress', { entry: invalid })}
        hint={t('invites.addressesHint')}
      />
      <Button type="submit" disabled={busy || emails.length === 0}>
        {busy ? t('invites.generating') : t('invites.generate')}
      </Button>
    </form>
  );
}
