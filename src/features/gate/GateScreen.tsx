import { useState, type FormEvent } from 'react';
import { Link } from '../../ui/routing';
import {
  ACCESS_REJECTION_TEXT,
  eventPasswordProblem,
  type AccessRejection,
} from '../../domain/access';
import { Button } from '../../ui/Button';
import { MessageScreen } from '../../ui/MessageScreen';
import { TextField } from '../../ui/TextField';

interface GateScreenProps {
  reason: AccessRejection;
  email: string | null;
  onRetry: (eventPassword?: string) => void;
}

function PasswordForm({ wrong, onSubmit }: { wrong: boolean; onSubmit: (p: string) => void }) {
  const [password, setPassword] = useState('');
  const problem = eventPasswordProblem(password);
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!problem) onSubmit(password);
  }
  return (
    <form onSubmit={submit} style={{ display: 'grid', gap: '0.75rem', width: '100%' }}>
      <TextField
        label="Event password"
        type="password"
        value={password}
        onChange={setPassword}
        error={problem}
      />
      {wrong && (
        <p className="ui-error" role="alert">
          {ACCESS_REJECTION_TEXT.incorrect_password}
        </p>
      )}
      <Button type="submit" disabled={problem !== null}>
        Enter event
      </Button>
    </form>
  );
}

/** The access-rejected screens: the reason's text and what the person can do about it. */
export function GateScreen({ reason, email, onRetry }: GateScreenProps) {
  if (reason === 'password_required' || reason === 'incorrect_password') {
    return (
      <MessageScreen title={ACCESS_REJECTION_TEXT.password_required}>
        <PasswordForm wrong={reason === 'incorrect_password'} onSubmit={(p) => onRetry(p)} />
      </MessageScreen>
    );
  }
  if (reason === 'invite_required') {
    return (
      <MessageScreen
        title={ACCESS_REJECTION_TEXT.invite_required}
        actions={<Button onClick={() => onRetry()}>Try again</Button>}
      >
        <p>
          Please contact the event creator to invite{' '}
          {email ? <strong>{email}</strong> : 'your account'}.
        </p>
      </MessageScreen>
    );
  }
  const retryable = reason === 'event_closed';
  return (
    <MessageScreen
      title={ACCESS_REJECTION_TEXT[reason]}
      actions={
        retryable ? (
          <Button onClick={() => onRetry()}>Try again</Button>
        ) : (
          // Nothing to retry (missing, archived, banned): the way back, not a dead end.
          <Link to="/">Go to the dashboard</Link>
        )
      }
    />
  );
}

/** Any other refusal: 'Unable to join the event.' plus the reason, with a retry. */
export function GateFailedScreen({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <MessageScreen
      title="Unable to join the event."
      actions={<Button onClick={onRetry}>Retry</Button>}
    >
      <p>{message}</p>
    </MessageScreen>
  );
}
