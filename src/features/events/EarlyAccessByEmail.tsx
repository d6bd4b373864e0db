import { useState, type FormEvent } from 'react';
import { setEarlyAccessByEmail } from '../../data/callables';
import { emailProblem } from '../../domain/email';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { FormError, useT } from '../languages';
import { useEventText } from './eventTexts';

/**
 * Early access by e-mail (issue 29 #9), in Event permissions: for someone who has not come yet,
 * whom no attendees list shows. Their account's address; the callable finds the account.
 */
export function EarlyAccessByEmail({ eventId, closed }: { eventId: string; closed: boolean }) {
  const t = useT();
  const eventText = useEventText();
  const [email, setEmail] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  /** Whose early access was given or removed: said in the language shown now. */
  const [done, setDone] = useState<{ email: string; given: boolean } | null>(null);
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
    setDone({ email: who, given: earlyAccess });
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
      <h3 id="early-access-title">{t('events.earlyAccess')}</h3>
      <p>{closed ? t('events.earlyClosed') : t('events.earlyOpen')}</p>
      <TextField
        label={t('events.earlyEmail')}
        type="email"
        value={email}
        onChange={(value) => {
          setEmail(value);
          setDone(null);
        }}
        error={eventText(problem)}
        shown={tried}
      />
      <div className="events-early-access__actions">
        <Button type="submit" disabled={busy}>
          {busy ? t('events.saving') : t('events.giveEarly')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void submit(false)}>
          {t('events.removeEarly')}
        </Button>
      </div>
      <p role="status" className="events-saved">
        {done
          ? t(done.given ? 'events.earlyGiven' : 'events.earlyRemoved', { email: done.email })
          : ''}
      </p>
      <FormError message={eventText(error)} />
    </form>
  );
}
