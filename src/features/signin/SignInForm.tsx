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
import { EmulatedProviderForm } from './EmulatedProviderForm';
import './signin.css';
import { FormError } from '../../ui/FormError';

interface SignInFormProps {
  onSignedIn?: () => void;
  /** /signup opens on the sign-up wording; the switch below the form still toggles it. */
  initialMode?: 'signIn' | 'signUp';
}

/** Sign-in / sign-up with Google, e-mail or Twitter (reference sign-in screen). */
export function SignInForm({ onSignedIn, initialMode = 'signIn' }: SignInFormProps) {
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
        <h1>Sign in to {PRODUCT_NAME}</h1>
        <EmulatedProviderForm
          provider={emulating}
          busy={busy}
          onCancel={() => {
            setError(null);
            setEmulating(null);
          }}
          onSubmit={(account) => void attempt(() => signInWithEmulatedProvider(emulating, account))}
        />
        <FormError message={error} />
      </div>
    );
  }

  return (
    <div className="auth-card">
      <h1>
        {mode === 'signIn' ? `Sign in to ${PRODUCT_NAME}` : `Create your ${PRODUCT_NAME} account`}
      </h1>
      <div className="auth-providers">
        <Button variant="secondary" disabled={busy} onClick={() => withProvider('google')}>
          Continue with Google
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => withProvider('twitter')}>
          Continue with Twitter
        </Button>
      </div>
      <form ref={form} className="auth-email" onSubmit={submit} noValidate>
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          required
          limit={mode === 'signUp' ? EMAIL_LIMITS.total : undefined}
          error={emailError}
          shown={shown}
        />
        <label className="ui-field">
          Password
          <input
            type="password"
            autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </label>
        <FormError message={error} />
        <Button type="submit" disabled={busy || !email || !password}>
          {mode === 'signIn' ? 'Sign in with e-mail' : 'Sign up with e-mail'}
        </Button>
      </form>
      <button
        type="button"
        className="auth-switch"
        onClick={() => setMode(mode === 'signIn' ? 'signUp' : 'signIn')}
      >
        {mode === 'signIn' ? 'No account yet? Sign up' : 'Already have an account? Sign in'}
      </button>
      <p className="auth-legal">
        By continuing you accept the <a href="/terms">Terms of Service</a> and the{' '}
        <a href="/privacy">Privacy Policy</a>.
      </p>
    </div>
  );
}
