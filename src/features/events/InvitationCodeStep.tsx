import { useState, type FormEvent } from 'react';
import { useNavigate } from '../../ui/routing';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import './events.css';

const NEEDS_CODE =
  'Creating events needs an invitation code. Enter the code from your invitation e-mail to create events with this account.';
const NO_CODE = 'Enter the code from your invitation e-mail.';

/**
 * Said before any event form to an account that cannot create events, with the step that
 * changes it: the invitation code goes through the sign-up page's redemption
 * (/signup?c={code}), which says how it went and comes back to the dashboard.
 */
export function InvitationCodeStep() {
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
      <h3 id="invitation-code-title">Have an invitation code?</h3>
      <p>{NEEDS_CODE}</p>
      <form className="ui-form" onSubmit={submit} noValidate>
        <TextField
          label="Invitation code"
          value={code}
          onChange={setCode}
          error={trimmed ? null : NO_CODE}
          shown={shown}
          autoComplete="off"
          required
        />
        <Button type="submit">Use this code</Button>
      </form>
    </section>
  );
}
