import { useEffect, useId, useState } from 'react';
import {
  draftOf,
  EDITOR_TEXTS,
  placementChanged,
  placementOf,
  type EditableInstance,
  type PlacementDraft,
} from '../../domain/editor';
import { PROP_FIELDS } from '../../domain/objectProps';
import {
  changedProps,
  draftDiffers,
  propsDraft,
  propsOfDraft,
  type PropDraft,
} from '../../domain/propDrafts';
import { useRoomNames } from '../session';
import { canTurn, dragEndFields } from './dragEnd';
import { GizmoModes, type GizmoMode } from './GizmoModes';
import { PropFieldInput } from './PropFieldInput';
import type { RoomEditor } from './useRoomEditor';

/** The property table's type of an instance (scenery has no typed properties). */
const typeOf = (instance: EditableInstance) =>
  instance.assetType === 'interactive' ? instance.assetId : '';

/**
 * The selected object: its typed properties (from the property table, with the reference's
 * bounds), then X and Y in metres (3 decimals) and, for scenery, the angle in degrees (an
 * interactive object's angle is not editable: reference). The gizmo in the world does the
 * same by dragging; these fields are for the keyboard. The button reads Done while nothing is
 * changed (it closes the selection) and Save changes otherwise (reference).
 */
export function InstanceEditor({
  editor,
  instance,
  gizmo,
  onGizmo,
}: {
  editor: RoomEditor;
  instance: EditableInstance;
  gizmo: GizmoMode;
  onGizmo: (mode: GizmoMode) => void;
}) {
  const headingId = useId();
  const type = typeOf(instance);
  const fields = PROP_FIELDS[type] ?? [];
  const rooms = useRoomNames();
  const [draft, setDraft] = useState<PlacementDraft>(() => draftOf(instance));
  const [props, setProps] = useState<PropDraft>(() => propsDraft(type, instance.props));
  // Another editor's change (or our own save) arrives through the listener: show it.
  useEffect(() => {
    setDraft(draftOf(instance));
    setProps(propsDraft(type, instance.props));
  }, [instance, type]);
  const parsed = propsOfDraft(type, props, instance.props);
  const error = 'error' in parsed ? parsed.error : null;
  const turns = canTurn(instance);
  const changed = placementChanged(draft, instance) || draftDiffers(type, props, instance.props);
  const field = (key: keyof PlacementDraft, label: string) => (
    <label>
      {label}
      <input
        inputMode="decimal"
        value={draft[key]}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
      />
    </label>
  );
  return (
    <form
      className="room-editor__instance"
      aria-labelledby={headingId}
      onSubmit={(e) => {
        e.preventDefault();
        if (!changed) return editor.select(null);
        if (error) return;
        const save = changedProps(type, props, instance.props);
        // Text is stored trimmed: show what will be stored (a change of spaces only stores
        // nothing, and the button returns to Done).
        setProps(propsDraft(type, { ...instance.props, ...save }));
        // The placement fields that change, as a drag's end would store them.
        const placed = placementOf(draft, instance);
        const pose = { x: placed.x, z: placed.y, rotationY: placed.angle };
        void editor.save(instance, { ...dragEndFields(instance, pose), props: save });
      }}
    >
      <h3 id={headingId}>{editor.nameOf(instance)}</h3>
      {fields.map((f) => (
        <PropFieldInput
          key={f.key}
          field={f}
          value={props[f.key] ?? ''}
          rooms={rooms}
          onChange={(value) => setProps({ ...props, [f.key]: value })}
        />
      ))}
      {field('x', 'X (metres)')}
      {field('y', 'Y (metres)')}
      {turns && field('degrees', 'Angle (degrees)')}
      <GizmoModes mode={turns ? gizmo : 'move'} onChange={onGizmo} turns={turns} />
      <button type="submit" data-highlight={changed} disabled={editor.busy || error !== null}>
        {editor.busy ? EDITOR_TEXTS.saving : changed ? EDITOR_TEXTS.saveChanges : EDITOR_TEXTS.done}
      </button>
    </form>
  );
}
