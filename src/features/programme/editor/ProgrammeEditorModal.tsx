import { useRef, useState } from 'react';
import type { PublicEvent } from '../../../data/events';
import { deleteSession } from '../../../data/programme';
import { PROGRAMME, type ProgrammeSession } from '../../../domain/programme';
import { localTimeZone } from '../../../domain/zonedTime';
import { Button } from '../../../ui/Button';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { FormError } from '../../../ui/FormError';
import { Modal } from '../../../ui/Modal';
import { useEventSession, useRoomNames } from '../../session';
import { PROGRAMME_EDITOR_TEXT as TEXT } from './editorText';
import { SessionFormModal } from './SessionFormModal';
import { SessionList } from './SessionList';
import { useProgramme } from './useProgramme';
import { ZoneNote } from './ZoneNote';
import './programmeEditor.css';

/** The form open: a new session (null) or the one edited. */
type FormState = { session: ProgrammeSession | null } | null;

/**
 * The organisers' programme editor (issue 33; src/domain/programme.ts): the sessions by start,
 * their times on the event's clock (the organiser's own until the event has a zone: the first
 * save gives it theirs), Add session, Edit, and Delete after a confirmation.
 */
export function ProgrammeEditorModal({
  event,
  onClose,
}: {
  event: PublicEvent;
  onClose: () => void;
}) {
  const programme = useProgramme(event.id);
  const rooms = useRoomNames();
  const currentRoom = useEventSession((s) => s.roomId);
  const zone = event.timeZone ?? localTimeZone();
  const [form, setForm] = useState<FormState>(null);
  const [deleting, setDeleting] = useState<ProgrammeSession | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const count = programme.status === 'ready' ? programme.sessions.length : 0;
  const full = count >= PROGRAMME.maxSessions;

  async function remove(session: ProgrammeSession) {
    setError(null);
    setStatus('');
    const outcome = await deleteSession({ eventId: event.id, sessionId: session.id });
    if (!outcome.ok) return setError(TEXT.deleteFailed(outcome.message));
    setStatus(TEXT.deleted(session.title));
    // Its Delete button goes with it: the focus goes to the next thing to do.
    addButton.current?.focus();
  }

  return (
    <Modal title={TEXT.title} onClose={onClose} size="wide">
      <ZoneNote zone={zone} eventHasZone={event.timeZone !== null} />
      <div className="programme-editor__bar">
        <p>{programme.status === 'ready' ? TEXT.count(count) : ''}</p>
        {/* Not disabled while the list loads: the dialog focuses its first control on opening,
            and a disabled one would leave the focus nowhere. */}
        <Button
          ref={addButton}
          disabled={full}
          onClick={() => {
            setStatus('');
            setForm({ session: null });
          }}
        >
          {TEXT.addSession}
        </Button>
      </div>
      {full && <p className="ui-hint">{TEXT.full}</p>}
      <p role="status" className="programme-editor__status">
        {status}
      </p>
      <FormError message={error} />
      {programme.status === 'loading' && <p>{TEXT.loading}</p>}
      {programme.status === 'error' && <FormError message={TEXT.readError} />}
      {programme.status === 'ready' && (
        <SessionList
          sessions={programme.sessions}
          rooms={rooms}
          zone={zone}
          onEdit={(session) => {
            setStatus('');
            setForm({ session });
          }}
          onDelete={setDeleting}
        />
      )}
      <div className="ui-actions">
        <Button variant="secondary" onClick={onClose}>
          {TEXT.close}
        </Button>
      </div>
      {form && (
        <SessionFormModal
          eventId={event.id}
          zone={zone}
          eventHasZone={event.timeZone !== null}
          rooms={rooms}
          session={form.session}
          defaultRoomId={currentRoom}
          onClose={() => setForm(null)}
          onSaved={(title) => {
            setForm(null);
            setStatus(TEXT.saved(title));
          }}
        />
      )}
      {deleting && (
        <ConfirmModal
          title={TEXT.deleteTitle}
          confirmLabel="Delete"
          onClose={() => setDeleting(null)}
          onConfirm={() => void remove(deleting)}
        >
          <p>{TEXT.deleteConfirm(deleting.title)}</p>
        </ConfirmModal>
      )}
    </Modal>
  );
}
