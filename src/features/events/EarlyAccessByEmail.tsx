import { useState, type FormEvent } from 'react';
import { setEarlyAccessByEmail } from '../../data/callables';
import { emailProblem } from '../../domain/email';
import { EARLY_ACCESS_TEXTS } from '../../domain/protocol/earlyAccess';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { TextField } from '../../ui/TextField';

/**
 * Early access by e-mail (issue 29 #9), in Event permissions: for someone who has not come yet,
 * whom no attendees list shows. Their account's address; the callable finds the account.
 */
export function EarlyAccessByEmail({ eventId, closed }: { eventId: string; closed: boolean }) {
  const [email, setEmail] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const problem = emailProblem(email.trim().toLowerCase());

  async function submit(earlyAccess: boolean) {
    setTried(true);
    setDone(null);
    setError(null);
    if (problem) return;
    setBusy(true);
    const outcome = await setEarlyAccessByEmail({ eventId, email, earlyAccess });
    setBusy(false);
    if (!outcome.ok) return setError(outcome.message);
    const who = email.trim().toLowerCase();
    setDone(earlyAccess ? EARLY_ACCESS_TEXTS.given(who) : EARLY_ACCESS_TEXTS.removed(who));
    setEmail('');
    setTried(false);
  }

  return (
    <form
      className="events-early-access"
      aria-labelledby="early-access-title"
      noValidate
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        void submit(true);
      }}
    >
      <h3 id="early-access-title">Early access</h3>
      <p>
        {closed
          ? 'The event is closed: only organizers and people with early access can enter.'
          : 'While the event is closed, only organizers and people with early access can enter.'}
      </p>
      <TextField
        label="E-mail of their account"
        type="email"
        value={email}
        onChange={(value) => {
          setEmail(value);
          setDone(null);
        }}
        error={problem}
        shown={tried}
      />
      <div className="events-early-access__actions">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Give early access'}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void submit(false)}>
          Remove early access
        </Button>
      </div>
      <p role="status" className="events-saved">
        {done ?? ''}
      </p>
      <FormError message={error} />
    </form>
  );
}
