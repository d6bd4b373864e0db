import { useState, type FormEvent } from 'react';
import type { IdentityProvider } from '../../data/auth';
import { Button } from '../../ui/Button';
import { useT } from '../languages';

const PROVIDER_NAMES: Record<IdentityProvider, string> = { google: 'Google', twitter: 'Twitter' };

interface EmulatedProviderFormProps {
  provider: IdentityProvider;
  busy: boolean;
  onSubmit: (account: { email: string; name: string }) => void;
  onCancel: () => void;
}

/**
 * Stands in for the provider's own sign-in window while running against the local emulators
 * (offline, the real window cannot load). It says so, so nobody mistakes it for the real thing.
 */
export function EmulatedProviderForm({
  provider,
  busy,
  onSubmit,
  onCancel,
}: EmulatedProviderFormProps) {
  const t = useT();
  const values = { provider: PROVIDER_NAMES[provider] };
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  function submit(e: FormEvent) {
    e.preventDefault();
    if (email.includes('@') && name.trim()) onSubmit({ email: email.trim(), name: name.trim() });
  }
  return (
    <form className="auth-email" onSubmit={submit} aria-label={t('signin.emulatedLabel', values)}>
      <p className="auth-legal">{t('signin.emulatedNote', values)}</p>
      <label className="ui-field">
        {t('signin.providerEmail', values)}
        <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <label className="ui-field">
        {t('signin.displayName')}
        <input value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <Button type="submit" disabled={busy || !email.includes('@') || !name.trim()}>
        {t('signin.continueAs', values)}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        {t('signin.back')}
      </Button>
    </form>
  );
}
