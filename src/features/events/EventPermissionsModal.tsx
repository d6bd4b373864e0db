import { useEffect, useState } from 'react';
import {
  setAccessType,
  setEventClosed,
  setPublicEditing,
  watchRestrictedAccess,
  type RestrictedAccess,
} from '../../data/eventAccessSettings';
import type { PublicEvent } from '../../data/events';
import type { AccessType } from '../../domain/access';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { ApprovedEmailsEditor } from './ApprovedEmailsEditor';
import { FormError } from '../../ui/FormError';
import { CloseActions } from '../../ui/CloseActions';

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
  const [sheetId, setSheetId] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(
    () =>
      watchRestrictedAccess(
        event.id,
        (access) => {
          setRestricted(access);
          setPassword((p) => p || access.eventPassword || '');
          setSheetId((s) => s || access.googleSheetId || '');
        },
        () => setError('Something went wrong. Please try reloading the page.'),
      ),
    [event.id],
  );

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch {
      setError('Something went wrong. Please try reloading the page.');
    } finally {
      setBusy(false);
    }
  }

  const accessChanged =
    accessType !== event.access.accessType ||
    (accessType === 'password' && password !== (restricted?.eventPassword ?? '')) ||
    (accessType === 'invite' && sheetId !== (restricted?.googleSheetId ?? ''));
  const canSaveAccess = accessChanged && !(accessType === 'password' && !password);

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
              onChange={() => setType(type)}
            />
            {ACCESS_LABELS[type]}
          </label>
        ))}
        {accessType === 'password' && (
          <label className="ui-field">
            Event password
            <input value={password} onChange={(e) => setPassword(e.target.value)} />
          </label>
        )}
        {accessType === 'invite' && (
          <label className="ui-field">
            Google Sheet id (optional)
            <input value={sheetId} onChange={(e) => setSheetId(e.target.value)} />
          </label>
        )}
        <Button
          disabled={busy || !canSaveAccess}
          onClick={() =>
            void run(() =>
              setAccessType(event.id, accessType, {
                eventPassword:
                  accessType === 'password' ? password : (restricted?.eventPassword ?? null),
                googleSheetId: sheetId.trim() || null,
              }),
            )
          }
        >
          Save access
        </Button>
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
