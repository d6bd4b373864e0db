import { useRef, useState, type FormEvent } from 'react';
import { saveSession } from '../../../data/programme';
import type { ProgrammeSession } from '../../../domain/programme';
import { Button } from '../../../ui/Button';
import { FormError } from '../../../ui/FormError';
import { Modal } from '../../../ui/Modal';
import { TextField } from '../../../ui/TextField';
import { useAttempt } from '../../../ui/useAttempt';
import { PROGRAMME } from '../../../domain/programme';
import { nameOfRoom, type RoomName } from '../../session';
import { PROGRAMME_EDITOR_TEXT as TEXT } from './editorText';
import { SelectField } from './SelectField';
import {
  checkSession,
  emptyValues,
  fieldOfPath,
  valuesOf,
  type SessionField,
  type SessionFormValues,
} from './sessionForm';
import { useRoomScreens } from './useRoomScreens';
import { ZoneNote } from './ZoneNote';

interface SessionFormModalProps {
  eventId: string;
  /** The zone the times are typed in: the event's, or the organiser's when it has none. */
  zone: string;
  /** Whether `zone` is already the event's (else the first save makes it so). */
  eventHasZone: boolean;
  rooms: readonly RoomName[] | null;
  /** The session to edit; null adds one in `defaultRoomId`. */
  session: ProgrammeSession | null;
  defaultRoomId: string;
  onClose: () => void;
  onSaved: (title: string) => void;
}

/** The callable's refusal of one field, shown there until that field changes. */
interface Refusal {
  field: SessionField;
  message: string;
}

/**
 * Adds or edits a session. Each field says what is wrong with it (the callable's schema, run
 * here: sessionForm.ts) after a save attempt or once left; a refusal of the callable that names
 * a field is shown at that field, any other failure above the buttons, and what was typed stays.
 */
export function SessionFormModal(props: SessionFormModalProps) {
  const { eventId, zone, eventHasZone, rooms, session, defaultRoomId, onClose, onSaved } = props;
  const [values, setValues] = useState<SessionFormValues>(() =>
    session ? valuesOf(session, zone) : emptyValues(defaultRoomId),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const { shown, attempt } = useAttempt(form);
  const screens = useRoomScreens(eventId, values.roomId);
  const check = checkSession(values, zone);
  const errorOf = (field: SessionField) =>
    (refusal?.field === field ? refusal.message : null) ?? (check.ok ? null : check.errors[field]);

  const set = (field: SessionField) => (value: string) => {
    setValues((old) => ({
      ...old,
      [field]: value,
      // Another room has other screens.
      ...(field === 'roomId' && value !== old.roomId ? { screenId: '' } : {}),
    }));
    if (refusal?.field === field) setRefusal(null);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (!check.ok) return attempt();
    setBusy(true);
    setError(null);
    const outcome = await saveSession({
      eventId,
      sessionId: session?.id,
      session: check.input,
      timeZone: zone,
    });
    setBusy(false);
    if (outcome.ok) return onSaved(check.input.title);
    const fields = (outcome.details as { fields?: unknown } | undefined)?.fields;
    const path = Array.isArray(fields) && typeof fields[0] === 'string' ? fields[0] : '';
    const field = fieldOfPath(path);
    if (field) setRefusal({ field, message: outcome.message });
    else setError(outcome.message || TEXT.failed);
    attempt();
  }

  const roomOptions = (rooms ?? []).map((room) => ({ value: room.id, label: room.name }));
  // A room gone since the session was saved (or rooms still loading): kept, so it shows.
  if (values.roomId && !roomOptions.some((room) => room.value === values.roomId)) {
    roomOptions.unshift({ value: values.roomId, label: nameOfRoom(rooms, values.roomId) });
  }
  const screenOptions = [
    { value: '', label: TEXT.fields.noScreen },
    ...(screens ?? []).map((screen) => ({ value: screen.id, label: screen.label })),
  ];
  if (values.screenId && !screenOptions.some((screen) => screen.value === values.screenId)) {
    const label = screens === null ? TEXT.fields.screensLoading : values.screenId;
    screenOptions.push({ value: values.screenId, label });
  }

  return (
    <Modal title={session ? TEXT.editSessionTitle : TEXT.addSessionTitle} onClose={onClose}>
      <form ref={form} onSubmit={submit} className="ui-form programme-form" noValidate>
        <TextField
          label={TEXT.fields.title}
          value={values.title}
          onChange={set('title')}
          limit={PROGRAMME.titleMax}
          error={errorOf('title')}
          shown={shown}
          required
        />
        <TextField
          label={TEXT.fields.description}
          value={values.description}
          onChange={set('description')}
          rows={3}
          limit={PROGRAMME.descriptionMax}
          hint={TEXT.fields.descriptionHint}
          error={errorOf('description')}
          shown={shown}
        />
        <ZoneNote zone={zone} eventHasZone={eventHasZone} />
        <div className="programme-form__times">
          <TextField
            label={TEXT.fields.startsAt}
            type="datetime-local"
            value={values.startsAt}
            onChange={set('startsAt')}
            error={errorOf('startsAt')}
            shown={shown}
            required
          />
          <TextField
            label={TEXT.fields.endsAt}
            type="datetime-local"
            value={values.endsAt}
            onChange={set('endsAt')}
            error={errorOf('endsAt')}
            shown={shown}
            required
          />
        </div>
        <SelectField
          label={TEXT.fields.roomId}
          value={values.roomId}
          onChange={set('roomId')}
          options={roomOptions}
          error={errorOf('roomId')}
          shown={shown}
        />
        <SelectField
          label={TEXT.fields.screenId}
          value={values.screenId}
          onChange={set('screenId')}
          options={screenOptions}
          hint={TEXT.fields.screenHint}
          error={errorOf('screenId')}
          shown={shown}
        />
        <TextField
          label={TEXT.fields.speakers}
          value={values.speakers}
          onChange={set('speakers')}
          rows={3}
          hint={TEXT.fields.speakersHint}
          error={errorOf('speakers')}
          shown={shown}
        />
        <FormError message={error} />
        <div className="ui-actions">
          <Button variant="secondary" onClick={onClose}>
            {TEXT.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? TEXT.saving : TEXT.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
