import { useRef, useState, type FormEvent } from 'react';
import { LIMITS } from '../../domain/constants';
import { OCCUPANCY_TEXT } from '../../domain/occupancy';
import {
  checkRoomSettings,
  ROOM_TEXTS,
  type RoomSettings,
  type RoomSettingsDraft,
} from '../../domain/rooms';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { TextField } from '../../ui/TextField';
import { useAttempt } from '../../ui/useAttempt';
import './rooms.css';

interface RoomSettingsFormProps {
  initial: RoomSettingsDraft;
  /** Only a new room's name is asked for: its audio starts at the defaults. */
  nameOnly?: boolean;
  submitLabel: string;
  busyLabel: string;
  /** Saves; resolves with an error sentence to show, or null when done. */
  onSubmit: (settings: RoomSettings) => Promise<string | null>;
  onCancel: () => void;
}

/**
 * The Edit room and Create new room forms: a name, and for an existing room its audio and its
 * capacity.
 */
export function RoomSettingsForm(props: RoomSettingsFormProps) {
  const { initial, nameOnly = false, submitLabel, busyLabel, onSubmit, onCancel } = props;
  const [draft, setDraft] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const { shown, attempt } = useAttempt(form);
  const check = checkRoomSettings(draft);
  const errors = check.ok ? {} : check.errors;
  const changed =
    draft.name !== initial.name ||
    draft.attenuation !== initial.attenuation ||
    draft.rolloff !== initial.rolloff ||
    draft.capacity !== initial.capacity;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (!check.ok) return attempt();
    setBusy(true);
    setError(null);
    const failure = await onSubmit(check.settings);
    setBusy(false);
    setError(failure);
  }

  const field = (key: keyof RoomSettingsDraft, label: string, hint?: string) => (
    <TextField
      label={label}
      value={draft[key]}
      onChange={(value) => setDraft({ ...draft, [key]: value })}
      limit={key === 'name' ? LIMITS.nameMax : undefined}
      inputMode={key === 'name' ? undefined : key === 'capacity' ? 'numeric' : 'decimal'}
      required={key === 'name'}
      error={errors[key]}
      shown={shown}
      hint={hint}
    />
  );

  return (
    <form ref={form} onSubmit={submit} className="ui-form" noValidate>
      {field('name', 'Room name')}
      {!nameOnly && field('attenuation', 'Audio attenuation (0 to 1)', ROOM_TEXTS.attenuationHint)}
      {!nameOnly && field('rolloff', 'Audio rolloff (metres)', ROOM_TEXTS.rolloffHint)}
      {!nameOnly && field('capacity', OCCUPANCY_TEXT.capacityLabel, OCCUPANCY_TEXT.capacityHint)}
      <FormError message={error} />
      <div className="ui-actions">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy || (!nameOnly && !changed)}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
