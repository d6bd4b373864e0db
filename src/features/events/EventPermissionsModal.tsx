import { useEffect, useState } from 'react';
import {
  setAccessType,
  setEventClosed,
  setPublicEditing,
  watchRestrictedAccess,
  type RestrictedAccess,
} from '../../data/eventAccessSettings';
import type { PublicEvent } from '../../data/events';
import { EVENT_PASSWORD, eventPasswordProblem, type AccessType } from '../../domain/access';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { ApprovedEmailsEditor } from './ApprovedEmailsEditor';
import { EarlyAccessByEmail } from './EarlyAccessByEmail';
import { FormError } from '../../ui/FormError';
import { CloseActions } from '../../ui/CloseActions';
import { TextField } from '../../ui/TextField';

interface EventPermissionsModalProps {
  event: PublicEvent;
  onClose: () => void;
}

const ACCESS_LABELS: Record<AccessType, string> = {
  public: 'Public: anyone with the link',
  password: 'Password protected',
  invite: 'Invite only',
};

/** Event permissions: access type, open/closed status, public editing. */
export function EventPermissionsModal({ event, onClose }: EventPermissionsModalProps) {
  const [restricted, setRestricted] = useState<RestrictedAccess | null>(null);
  const [accessType, setType] = useState<AccessType>(event.access.accessType);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** 'Save access' went through: said until the next change (the button alone only greyed). */
  const [accessSaved, setAccessSaved] = useState(false);

  useEffect(
    () =>
      watchRestrictedAccess(
        event.id,
        (access) => {
          setRestricted(access);
          setPassword((p) => p || access.eventPassword || '');
        },
        () => setError('Something went wrong. Please try reloading the page.'),
      ),
    [event.id],
  );

  async function run(action: () => Promise<void>, onSaved?: () => void) {
    setBusy(true);
    setError(null);
    try {
      await action();
      onSaved?.();
    } catch {
      setError('Something went wrong. Please try reloading the page.');
    } finally {
      setBusy(false);
    }
  }

  const accessChanged =
    accessType !== event.access.accessType ||
    (accessType === 'password' && password !== (restricted?.eventPassword ?? ''));
  const passwordProblem = accessType === 'password' ? eventPasswordProblem(password) : null;
  const canSaveAccess = accessChanged && !passwordProblem;

  return (
    <Modal title="Event permissions" size="wide" onClose={onClose}>
      <fieldset className="events-choice">
        <legend>Access</legend>
        {(Object.keys(ACCESS_LABELS) as AccessType[]).map((type) => (
          <label key={type}>
            <input
              type="radio"
              name="accessType"
              checked={accessType === type}
              onChange={() => {
                setType(type);
                setAccessSaved(false);
              }}
            />
            {ACCESS_LABELS[type]}
          </label>
        ))}
        {accessType === 'password' && (
          <TextField
            label="Event password"
            value={password}
            onChange={(value) => {
              setPassword(value);
              setAccessSaved(false);
            }}
            error={passwordProblem}
            limit={EVENT_PASSWORD.max}
          />
        )}
        {/* Invite only reads the approved e-mails below; no Google Sheet list (docs/architecture.md). */}
        <Button
          disabled={busy || !canSaveAccess}
          onClick={() =>
            void run(
              () =>
                setAccessType(event.id, accessType, {
                  eventPassword:
                    accessType === 'password' ? password : (restricted?.eventPassword ?? null),
                }),
              () => setAccessSaved(true),
            )
          }
        >
          {busy ? 'Saving...' : 'Save access'}
        </Button>
        <p role="status" className="events-saved">
          {accessSaved ? 'Access saved.' : ''}
        </p>
      </fieldset>
      {accessType === 'invite' && event.access.accessType === 'invite' && restricted && (
        <ApprovedEmailsEditor eventId={event.id} emails={restricted.approvedEmails} />
      )}
      <div className="events-toggle">
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => void run(() => setEventClosed(event.id, !event.access.isClosed))}
        >
          {event.access.isClosed ? 'Open event' : 'Close event'}
        </Button>
        <span role="status">
          {event.access.isClosed ? 'Event is currently closed' : 'Event is currently open'}
        </span>
      </div>
      <EarlyAccessByEmail eventId={event.id} closed={event.access.isClosed} />
      <div className="events-toggle">
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() =>
            void run(() => setPublicEditing(event.id, !event.access.publicEditingEnabled))
          }
        >
          {event.access.publicEditingEnabled ? 'Disable public editing' : 'Enable public editing'}
        </Button>
        <span role="status">
          {event.access.publicEditingEnabled
            ? 'Public editing is currently enabled'
            : 'Public editing is currently disabled'}
        </span>
      </div>
      <FormError message={error} />
      <CloseActions onClose={onClose} />
    </Modal>
  );
}
