import { useState, type FormEvent } from 'react';
import { useNavigate } from '../../ui/routing';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useT } from '../languages';
import './events.css';

/**
 * Said before any event form to an account that cannot create events, with the step that
 * changes it: the invitation code goes through the sign-up page's redemption
 * (/signup?c={code}), which says how it went and comes back to the dashboard.
 */
export function InvitationCodeStep() {
  const t = useT();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [shown, setShown] = useState(false);
  const trimmed = code.trim();

  function submit(e: FormEvent) {
    e.preventDefault();
    setShown(true);
    if (!trimmed) return;
    navigate(`/signup?c=${encodeURIComponent(trimmed)}`);
  }

  return (
    <section className="invitation-code" aria-labelledby="invitation-code-title">
      <h3 id="invitation-code-title">{t('code.title')}</h3>
      <p>{t('code.needsCode')}</p>
      <form className="ui-form" onSubmit={submit} noValidate>
        <TextField
          label={t('code.label')}
          value={code}
          onChange={setCode}
          error={trimmed ? null : t('code.noCode')}
          shown={shown}
          autoComplete="off"
          required
        />
        <Button type="submit">{t('code.use')}</Button>
      </form>
    </section>
  );
}
