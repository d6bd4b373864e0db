import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { ANIMALS } from '../../domain/avatars/animals';
import {
  DEFAULT_ENTRANCE_SOURCE,
  parseFieldInput,
  type PropField,
} from '../../domain/objects/objectProps';
import { numberFieldNote } from '../../domain/numberFieldNote';
import { TextField } from '../../ui/TextField';
import { nameOfRoom, useEventSession, type RoomName } from '../session';
import { ChannelField, type FreshChannel } from './ChannelField';
import { RoomPickerModal } from './RoomPickerModal';

/** A property as the instance editor holds it: text as typed, or a checkbox's state. */
type FieldDraft = string | boolean;

interface FieldProps {
  field: PropField;
  value: FieldDraft;
  onChange: (value: FieldDraft) => void;
  /** The stored value (what a number field keeps when something else is typed). */
  stored?: unknown;
  rooms: readonly RoomName[] | null;
  /** The object's id (a zone's channel when its field is blank). */
  ownId: string;
  /** A zone's 'New channel'. */
  freshChannel: FreshChannel;
}

/** The destination: the room's name and a button that opens 'select a room'. */
function RoomChoice({ field, value, onChange, rooms }: FieldProps) {
  const [picking, setPicking] = useState(false);
  const roomId = String(value);
  return (
    <div className="room-editor__room-choice">
      <span>
        {field.label}: <strong>{nameOfRoom(rooms, roomId)}</strong>
      </span>
      <button type="button" onClick={() => setPicking(true)}>
        Choose room
      </button>
      {/* Outside the instance editor's form in the page: forms may not nest (the picker's
          Create new room has one), and its submit stays in the picker (stopPropagation). */}
      {picking &&
        createPortal(
          <div onSubmit={(e) => e.stopPropagation()}>
            <RoomPickerModal
              rooms={rooms}
              chosen={roomId}
              onChoose={(id) => {
                onChange(id);
                setPicking(false);
              }}
              onClose={() => setPicking(false)}
            />
          </div>,
          document.body,
        )}
    </div>
  );
}

/** Where arrivals come from: '_default' (any other room) or a room, labelled '{name} room'. */
function SourceChoice({ field, value, onChange, rooms }: FieldProps) {
  const current = useEventSession((s) => s.roomId);
  const others = (rooms ?? []).filter((room) => room.id !== current);
  return (
    <label>
      {field.label}
      <select value={String(value)} onChange={(e) => onChange(e.target.value)}>
        <option value={DEFAULT_ENTRANCE_SOURCE}>Default (any other room)</option>
        {others.map((room) => (
          <option key={room.id} value={room.id}>
            {room.name} room
          </option>
        ))}
      </select>
    </label>
  );
}

/** A number property: the allowed range under it, and what will be saved when it differs. */
function NumberInput(props: FieldProps & { field: Extract<PropField, { kind: 'number' }> }) {
  const { field, value, onChange, stored } = props;
  const noteId = useId();
  const note = numberFieldNote(field, String(value), stored);
  return (
    <div className="room-editor__field">
      <label>
        {field.label}
        <input
          inputMode="decimal"
          value={String(value)}
          aria-describedby={noteId}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
      <p id={noteId} className="room-editor__hint">
        {note}
      </p>
    </div>
  );
}

/** One typed field of the instance editor, built from the property table (objectProps.ts). */
export function PropFieldInput(props: FieldProps) {
  const { field, value, onChange } = props;
  switch (field.kind) {
    case 'room':
      return <RoomChoice {...props} />;
    case 'roomSource':
      return <SourceChoice {...props} />;
    case 'channel':
      return (
        <ChannelField
          field={field}
          value={String(value)}
          onChange={onChange}
          ownId={props.ownId}
          fresh={props.freshChannel}
        />
      );
    case 'bool':
      return (
        <label className="room-editor__check">
          <input
            type="checkbox"
            checked={value === true}
            onChange={(e) => onChange(e.target.checked)}
          />
          {field.label}
        </label>
      );
    case 'choice':
    case 'animal': {
      const options =
        field.kind === 'choice'
          ? field.options
          : ANIMALS.map((animal) => ({ value: animal.key, label: animal.name }));
      return (
        <label>
          {field.label}
          <select value={String(value)} onChange={(e) => onChange(e.target.value)}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      );
    }
    case 'number':
      return <NumberInput {...props} field={field} />;
    default: {
      // Text and URLs: kept as typed however long, and what is wrong said at the field
      // (TextField: a count near the limit, the message once left or past the limit).
      const parsed = parseFieldInput(field, String(value), undefined);
      return (
        <TextField
          label={field.label}
          value={String(value)}
          onChange={onChange}
          error={'error' in parsed ? parsed.error : null}
          limit={field.kind === 'text' ? field.max : undefined}
          rows={field.kind === 'text' && field.multiline ? 3 : undefined}
          inputMode={field.kind === 'url' ? 'url' : undefined}
        />
      );
    }
  }
}
