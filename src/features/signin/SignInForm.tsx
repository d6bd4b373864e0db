import { useRef, useState, type FormEvent } from 'react';
import {
  describeAuthError,
  providerSignInIsEmulated,
  signInWithEmail,
  signInWithEmulatedProvider,
  signInWithProvider,
  signUpWithEmail,
  type IdentityProvider,
} from '../../data/auth';
import { PRODUCT_NAME } from '../../domain/constants';
import { EMAIL_LIMITS, emailProblem } from '../../domain/email';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useAttempt } from '../../ui/useAttempt';
import { FormError } from '../../ui/FormError';
import { RichText, useEmailText, useT } from '../languages';
import { EmulatedProviderForm } from './EmulatedProviderForm';
import { useSignInText } from './signinTexts';
import './signin.css';

interface SignInFormProps {
  onSignedIn?: () => void;
  /** /signup opens on the sign-up wording; the switch below the form still toggles it. */
  initialMode?: 'signIn' | 'signUp';
}

/** The legal pages' links; RichText puts the message's words inside them. */
const LEGAL_LINKS = {
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  0: <a href="/terms" />,
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  1: <a href="/privacy" />,
};

/** Sign-in / sign-up with Google, e-mail or Twitter (reference sign-in screen). */
export function SignInForm({ onSignedIn, initialMode = 'signIn' }: SignInFormProps) {
  const t = useT();
  const emailText = useEmailText();
  const signInText = useSignInText();
  const product = { product: PRODUCT_NAME };
  const [mode, setMode] = useState<'signIn' | 'signUp'>(initialMode);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [emulating, setEmulating] = useState<IdentityProvider | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const { shown, attempt: tried } = useAttempt(form);
  // A new account's address must be deliverable; signing in, Auth says whether it exists.
  const emailError = mode === 'signUp' ? emailProblem(email) : null;

  async function attempt(action: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await action();
      onSignedIn?.();
    } catch (e) {
      setError(describeAuthError(e));
    } finally {
      setBusy(false);
    }
  }

  function withProvider(provider: IdentityProvider) {
    // The e-mail form's error is not the provider's: it must not follow into its form.
    setError(null);
    if (providerSignInIsEmulated) setEmulating(provider);
    else void attempt(() => signInWithProvider(provider));
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (emailError) return tried();
    const address = email.trim();
    void attempt(() =>
      mode === 'signIn' ? signInWithEmail(address, password) : signUpWithEmail(address, password),
    );
  }

  if (emulating) {
    return (
      <div className="auth-card">
        <h1>{t('signin.title', product)}</h1>
        <EmulatedProviderForm
          provider={emulating}
          busy={busy}
          onCancel={() => {
            setError(null);
            setEmulating(null);
          }}
          onSubmit={(account) => void attempt(() => signInWithEmulatedProvider(emulating, account))}
        />
        <FormError message={signInText(error)} />
      </div>
    );
  }

  return (
    <div className="auth-card">
      <h1>{mode === 'signIn' ? t('signin.title', product) : t('signin.createTitle', product)}</h1>
      <div className="auth-providers">
        <Button variant="secondary" disabled={busy} onClick={() => withProvider('google')}>
          {t('signin.google')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => withProvider('twitter')}>
          {t('signin.twitter')}
        </Button>
      </div>
      <form ref={form} className="auth-email" onSubmit={submit} noValidate>
        <TextField
          label={t('signin.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          required
          limit={mode === 'signUp' ? EMAIL_LIMITS.total : undefined}
          error={emailText(emailError)}
          shown={shown}
        />
        <label className="ui-field">
          {t('signin.password')}
          <input
            type="password"
            autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </label>
        <FormError message={signInText(error)} />
        <Button type="submit" disabled={busy || !email || !password}>
          {mode === 'signIn' ? t('signin.withEmail') : t('signin.signUpWithEmail')}
        </Button>
      </form>
      <button
        type="button"
        className="auth-switch"
        onClick={() => setMode(mode === 'signIn' ? 'signUp' : 'signIn')}
      >
        {mode === 'signIn' ? t('signin.toSignUp') : t('signin.toSignIn')}
      </button>
      <p className="auth-legal">
        <RichText id="signin.legal" components={LEGAL_LINKS} />
      </p>
    </div>
  );
}
