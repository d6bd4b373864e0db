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
import { TextField } from '../../ui/TextField';
import { FormError, useT, type MessageId } from '../languages';
import { SOMETHING_WRONG, useEventText } from './eventTexts';
import { InLanguage } from './InLanguage';

interface EventPermissionsModalProps {
  event: PublicEvent;
  onClose: () => void;
}

const ACCESS_LABELS: Record<AccessType, MessageId> = {
  public: 'events.accessPublic',
  password: 'events.accessPassword',
  invite: 'events.accessInvite',
};

/**
 * Event permissions: access type, open/closed status, public editing. In the person's
 * language, inside the world's English page (InLanguage).
 */
export function EventPermissionsModal(props: EventPermissionsModalProps) {
  return (
    <InLanguage>
      <EventPermissionsContent {...props} />
    </InLanguage>
  );
}

function EventPermissionsContent({ event, onClose }: EventPermissionsModalProps) {
  const t = useT();
  const eventText = useEventText();
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
        () => setError(SOMETHING_WRONG),
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
      setError(SOMETHING_WRONG);
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
    <Modal title={t('events.permissionsTitle')} size="wide" onClose={onClose}>
      <fieldset className="events-choice">
        <legend>{t('events.access')}</legend>
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
            {t(ACCESS_LABELS[type])}
          </label>
        ))}
        {accessType === 'password' && (
          <TextField
            label={t('events.password')}
            value={password}
            onChange={(value) => {
              setPassword(value);
              setAccessSaved(false);
            }}
            error={eventText(passwordProblem)}
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
          {busy ? t('events.saving') : t('events.saveAccess')}
        </Button>
        <p role="status" className="events-saved">
          {accessSaved ? t('events.accessSaved') : ''}
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
          {event.access.isClosed ? t('events.openEvent') : t('events.closeEvent')}
        </Button>
        <span role="status">
          {event.access.isClosed ? t('events.isClosed') : t('events.isOpen')}
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
          {event.access.publicEditingEnabled
            ? t('events.disablePublicEditing')
            : t('events.enablePublicEditing')}
        </Button>
        <span role="status">
          {event.access.publicEditingEnabled
            ? t('events.publicEditingOn')
            : t('events.publicEditingOff')}
        </span>
      </div>
      <FormError message={eventText(error)} />
      {/* ui/CloseActions' one 'Close' button, in the person's language. */}
      <div className="ui-actions">
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      </div>
    </Modal>
  );
}
